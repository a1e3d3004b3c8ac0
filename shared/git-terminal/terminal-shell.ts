import { git } from './git/git-command.ts';
import { MemoryFs } from './memory-fs.ts';
import { ShellSession } from './shell/shell-session.ts';

/** The reader's home folder, where the terminal starts. */
export const TERMINAL_HOME = '/home/reader';

/** A fresh terminal: an empty file system, the shell, and Git as its one program beyond the shell's own. */
export function newTerminalShell(now: () => number = Date.now): { shell: ShellSession; fs: MemoryFs } {
  const fs = new MemoryFs();
  return { shell: new ShellSession({ fs, commands: { git }, now, cwd: TERMINAL_HOME }), fs };
}

/**
 * What a whole script prints in a fresh terminal (the build's check that a sample's output is reproduced), and the
 * terminal it leaves (a Git exercise's goals are checked there).
 */
export function runInTerminal(
  script: string,
  now?: () => number,
): { stdout: string; stderr: string; code: number; fs: MemoryFs; cwd: string } {
  let stdout = '';
  let stderr = '';
  const { shell, fs } = newTerminalShell(now);
  const code = shell.run(script, (stream, text) => {
    if (stream === 'stdout') stdout += text;
    else stderr += text;
  });
  return { stdout, stderr, code, fs, cwd: shell.cwd };
}
