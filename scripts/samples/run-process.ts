import { spawn } from 'node:child_process';

export interface ProcessResult {
  /** Exit code; null when the process was killed or could not start. */
  code: number | null;
  /** The signal that killed the process (a crash: SIGSEGV, SIGABRT). */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** Set when the command could not be started at all (not installed). */
  startError?: string;
}

interface ProcessOptions {
  cwd?: string;
  /** Kill the process after this long. */
  timeoutMs?: number;
  /** What the process reads on stdin (nothing by default). */
  input?: string;
  /** Variables added to this process's environment. */
  env?: Record<string, string>;
}

/** Runs a command without a shell and collects what it printed; never rejects. */
export function runProcess(command: string, args: readonly string[], options: ProcessOptions = {}): Promise<ProcessResult> {
  return new Promise((resolve) => {
    // A process group of its own, so a timeout also stops what the program started.
    const child = spawn(command, args, {
      cwd: options.cwd,
      detached: true,
      ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let timedOut = false;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            try {
              process.kill(-child.pid!, 'SIGKILL');
            } catch {
              child.kill('SIGKILL');
            }
          }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
    // A process that could not start may close too: the promise keeps the first result.
    const done = (code: number | null, signal: NodeJS.Signals | null, startError?: string) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        timedOut,
        ...(startError === undefined ? {} : { startError }),
      });
    };
    child.on('error', (error) => done(null, null, `${command} could not be started: ${error.message}`));
    child.on('close', (code, signal) => done(code, signal));
  });
}
