/** The process supervisor `pnpm start` runs every app under (scripts/supervisor.mjs). */
import { describe, expect, it } from 'vitest';
import { createBackoff, describeExit, supervise, type Supervisor } from '../../../scripts/supervisor.mjs';
import { eventually } from './helpers.ts';

const node = process.execPath;
const quick = { initialMs: 20, maxMs: 80, resetAfterMs: 60_000 };

describe('createBackoff', () => {
  it('doubles from 1 s to at most 30 s and starts over after a minute up', () => {
    const backoff = createBackoff();
    const delays = Array.from({ length: 7 }, () => backoff.delayAfter(100));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(backoff.delayAfter(60_000)).toBe(1000);
    expect(backoff.delayAfter(5)).toBe(2000);
  });

  it('describes how a child ended', () => {
    expect(describeExit(1, null)).toBe('code 1');
    expect(describeExit(null, 'SIGKILL')).toBe('signal SIGKILL');
    expect(describeExit(null, null)).toBe('did not start');
  });
});

describe('supervise', () => {
  function run(args: string[], stopTimeoutMs = 10_000) {
    const lines: string[] = [];
    const output: string[] = [];
    const supervisor: Supervisor = supervise({
      name: 'worker',
      command: node,
      args,
      log: (line) => lines.push(line),
      onSpawn: (child) => child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString())),
      backoff: quick,
      stopTimeoutMs,
    });
    return { supervisor, lines, output };
  }

  it('restarts a child that keeps crashing, saying why, and stops restarting once stopped', async () => {
    const { supervisor, lines, output } = run(['-e', 'console.log("up"); process.exit(3)']);
    await eventually(async () => supervisor.restarts >= 3);
    await supervisor.stop();
    expect(lines[0]).toMatch(/^worker exited \(code 3\) after [\d.]+ s; restarting in 0\.0 s \(restart 1\)$/);
    expect(lines.every((line) => line.includes('exited (code 3)'))).toBe(true);
    expect(output.join('').match(/up/g)?.length).toBeGreaterThanOrEqual(3);
    const after = supervisor.restarts;
    // Longer than the longest backoff: a pending restart would have happened by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(supervisor.restarts).toBe(after);
  });

  it('restarts a killed child and stops it for good with SIGTERM', async () => {
    const { supervisor, lines } = run(['-e', 'console.log("up"); setInterval(() => {}, 1000)']);
    const first = supervisor.child!;
    await eventually(async () => first.pid !== undefined);
    process.kill(first.pid!, 'SIGKILL');
    await eventually(async () => (supervisor.child !== first ? true : null));
    expect(lines).toEqual([
      expect.stringMatching(/^worker exited \(signal SIGKILL\) after .+ \(restart 1\)$/),
    ]);
    const second = supervisor.child!;
    await supervisor.stop();
    expect(second.signalCode).toBe('SIGTERM');
    expect(supervisor.restarts).toBe(1);
  });

  it('kills a child that ignores SIGTERM once its grace period is over', async () => {
    const { supervisor, output } = run(
      ['-e', 'process.on("SIGTERM", () => {}); console.log("ready"); setInterval(() => {}, 1000)'],
      300,
    );
    // Its SIGTERM handler is in place once it has said so.
    await eventually(async () => output.join('').includes('ready'));
    const child = supervisor.child!;
    await supervisor.stop();
    expect(child.signalCode).toBe('SIGKILL');
    expect(supervisor.restarts).toBe(0);
  });

  it('reports a command that cannot start and retries it', async () => {
    const lines: string[] = [];
    const supervisor = supervise({
      name: 'ghost',
      command: '/nonexistent/atelier-command',
      log: (line) => lines.push(line),
      backoff: quick,
    });
    await eventually(async () => supervisor.restarts >= 2);
    await supervisor.stop();
    expect(lines[0]).toMatch(/^ghost failed to start: .*ENOENT/);
    expect(lines).toContainEqual(expect.stringMatching(/^ghost exited \(did not start\)/));
  });
});
