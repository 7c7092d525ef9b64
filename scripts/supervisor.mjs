// Keeps a child process running: restarts it when it exits on its own, after a delay that doubles
// with each quick crash (1 s, 2 s, 4 s … up to 30 s) and starts over once it has stayed up a minute.
// Stopping ends the whole process group (pnpm does not pass signals on) and never restarts.
import { spawn } from 'node:child_process';

export const BACKOFF_DEFAULTS = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/** The restart delays of one child: doubling from initialMs to maxMs, back to initialMs after a long run. */
export function createBackoff(options = {}) {
  const { initialMs, maxMs, resetAfterMs } = { ...BACKOFF_DEFAULTS, ...options };
  let next = initialMs;
  return {
    /** The delay before restarting a child that ran for `uptimeMs`. */
    delayAfter(uptimeMs) {
      if (uptimeMs >= resetAfterMs) next = initialMs;
      const delay = next;
      next = Math.min(next * 2, maxMs);
      return delay;
    },
  };
}

/** "code 1", "signal SIGKILL": how a child ended. */
export function describeExit(code, signal) {
  if (signal) return `signal ${signal}`;
  return code === null ? 'did not start' : `code ${code}`;
}

const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/**
 * Runs `command args` and restarts it whenever it exits while not stopping.
 * - `onSpawn(child)`: each new child, to read its output;
 * - `log(line)`: what the supervisor says (restarts and why);
 * - `backoff`: createBackoff options; `stopTimeoutMs`: how long SIGTERM gets before SIGKILL.
 * Answers `{ stop(), restarts, child }`; `stop()` resolves once the current child has exited.
 */
export function supervise({
  name,
  command,
  args = [],
  cwd,
  env = process.env,
  onSpawn = () => {},
  log = (line) => console.log(line),
  backoff: backoffOptions,
  stopTimeoutMs = 10_000,
}) {
  const backoff = createBackoff(backoffOptions);
  let child = null;
  let startedAt = 0;
  let timer = null;
  let stopping = false;
  let restarts = 0;
  let exited = Promise.resolve();

  const start = () => {
    timer = null;
    startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const current = child;
    exited = new Promise((resolve) => {
      let ended = false;
      const onEnd = (code, signal) => {
        if (ended) return;
        ended = true;
        resolve();
        if (stopping) return;
        const uptime = Date.now() - startedAt;
        const delay = backoff.delayAfter(uptime);
        restarts += 1;
        log(
          `${name} exited (${describeExit(code, signal)}) after ${seconds(uptime)}; ` +
            `restarting in ${seconds(delay)} (restart ${restarts})`,
        );
        timer = setTimeout(start, delay);
      };
      current.once('exit', onEnd);
      // A command that cannot start at all (ENOENT) reports an error and may never emit 'exit'.
      current.once('error', (error) => {
        log(`${name} failed to start: ${error.message}`);
        if (current.pid === undefined) onEnd(null, null);
      });
    });
    onSpawn(current);
  };

  const signalGroup = (target, signal) => {
    try {
      process.kill(-target.pid, signal);
    } catch {
      target.kill(signal);
    }
  };

  start();
  return {
    name,
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** Stops for good: cancels a pending restart, SIGTERMs the child's group, SIGKILLs it after stopTimeoutMs. */
    async stop(signal = 'SIGTERM') {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null || current.pid === undefined) {
        return;
      }
      signalGroup(current, signal);
      const kill = setTimeout(() => signalGroup(current, 'SIGKILL'), stopTimeoutMs);
      await exited;
      clearTimeout(kill);
    },
  };
}
