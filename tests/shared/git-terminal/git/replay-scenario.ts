import { git } from '../../../../shared/git-terminal/git/git-command.ts';
import { MemoryFs, dirname } from '../../../../shared/git-terminal/memory-fs.ts';

/** A step recorded from the real Git by tests/shared/git-terminal/git/record-git-fixtures.ts. */
export type RecordedStep =
  | { kind: 'git'; cwd: string; args: string[]; env: Record<string, string>; stdout: string; stderr: string; code: number }
  | { kind: 'write'; path: string; text: string; append: boolean }
  | { kind: 'mkdir'; path: string }
  | { kind: 'rm'; path: string };

export interface GitRun {
  args: string[];
  stdout: string;
  stderr: string;
  code: number;
}

/** Replays a scenario against the terminal's Git in a fresh file system: what each git step printed, and the fs. */
export function replay(root: string, home: string, steps: RecordedStep[]): { runs: GitRun[]; fs: MemoryFs } {
  const fs = new MemoryFs();
  fs.mkdir(root, { recursive: true });
  fs.mkdir(home, { recursive: true });
  const runs: GitRun[] = [];
  for (const step of steps) {
    if (step.kind === 'mkdir') fs.mkdir(step.path, { recursive: true });
    else if (step.kind === 'rm') fs.remove(step.path, { recursive: true });
    else if (step.kind === 'write') {
      fs.mkdir(dirname(step.path), { recursive: true });
      if (step.append) fs.appendFile(step.path, step.text);
      else fs.writeFile(step.path, step.text);
    } else {
      const seconds = Number(/@(\d+)/.exec(step.env.GIT_COMMITTER_DATE ?? '')?.[1] ?? 0);
      const result = git({ args: step.args, stdin: '', cwd: step.cwd, env: step.env, fs, now: () => seconds * 1000 });
      runs.push({ args: step.args, ...result });
    }
  }
  return { runs, fs };
}
