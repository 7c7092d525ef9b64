import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface BackoffOptions {
  initialMs?: number;
  maxMs?: number;
  resetAfterMs?: number;
}
export declare const BACKOFF_DEFAULTS: Required<BackoffOptions>;
export declare function createBackoff(options?: BackoffOptions): { delayAfter(uptimeMs: number): number };
export declare function describeExit(code: number | null, signal: NodeJS.Signals | null): string;

export type SupervisedChild = ChildProcessByStdio<null, Readable, Readable>;
export interface Supervisor {
  readonly name: string;
  readonly child: SupervisedChild | null;
  readonly restarts: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}
export declare function supervise(options: {
  name: string;
  command: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  onSpawn?: (child: SupervisedChild) => void;
  log?: (line: string) => void;
  backoff?: BackoffOptions;
  stopTimeoutMs?: number;
}): Supervisor;
