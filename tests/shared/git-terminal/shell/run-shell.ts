import type { Command } from '../../../../shared/git-terminal/command.ts';
import { MemoryFs } from '../../../../shared/git-terminal/memory-fs.ts';
import { ShellSession } from '../../../../shared/git-terminal/shell/shell-session.ts';

export interface ShellRun {
  stdout: string;
  stderr: string;
  status: number;
  /** Both streams in the order they were written. */
  both: string;
}

/** A session in an empty folder of a fresh file system, as each bash -c case ran in a fresh temporary folder. */
export function newSession(commands: Record<string, Command> = {}, timeLimitMs?: number) {
  const fs = new MemoryFs();
  const session = new ShellSession({ fs, commands, cwd: '/work', now: () => 0, ...(timeLimitMs === undefined ? {} : { timeLimitMs }) });
  return { fs, session };
}

export function runIn(session: ShellSession, script: string): ShellRun {
  const run: ShellRun = { stdout: '', stderr: '', status: 0, both: '' };
  run.status = session.run(script, (stream, text) => {
    run[stream] += text;
    run.both += text;
  });
  return run;
}

export function runShell(script: string, commands: Record<string, Command> = {}): ShellRun {
  return runIn(newSession(commands).session, script);
}

/** A case checked against GNU bash 5.2: name, script, stdout, stderr, status. */
export type BashCase = [string, string, string, string, number];
