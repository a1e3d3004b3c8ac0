/** Where the one reader of this process's standard input is kept (see parentLines). */
const READER = Symbol.for('study-notes:parent-lines');

type ParentLines = ReturnType<typeof readParentLines>;

/**
 * What the process that started this one (scripts/site/build-site.ts) says on its standard input,
 * a line at a time: `said(line)` resolves true once it has said the line, false if its input ends
 * first (it has ended, or has nothing more to say); `ended()` resolves when the input ends. Read
 * from the first call on; `stop()` lets the process exit while the input is still open. One reader
 * per process, whoever asks: the two Vite builds of one process each load their own copy of this
 * module (with their config), and a reader started after a line came would never hear it.
 */
export function parentLines(): ParentLines {
  const global = globalThis as { [READER]?: ParentLines };
  return (global[READER] ??= readParentLines());
}

function readParentLines() {
  const lines = new Set<string>();
  let rest = '';
  let ended = false;
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((resume) => resume());
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (const line of parts) lines.add(line.trim());
    wake();
  });
  process.stdin.on('end', () => {
    ended = true;
    wake();
  });
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resume) => waiting.push(resume));
  };
  return {
    said: async (line: string): Promise<boolean> => {
      await until(() => lines.has(line) || ended);
      return lines.has(line);
    },
    ended: () => until(() => ended),
    stop: () => process.stdin.destroy(),
  };
}
