import type { Command } from '../../command.ts';
import { compareText, readInputs, splitLines, UtilityOutput } from './utility-output.ts';

function leadingNumber(text: string): number {
  const match = /^\s*[-+]?(\d+\.?\d*|\.\d+)/.exec(text);
  return match ? Number(match[0]) : 0;
}

/** `sort` in the C locale: `-r`, `-n`, `-u`, `-f`, `-t SEP`, `-k N[,M]`. */
export const sort: Command = (context) => {
  const output = new UtilityOutput('sort');
  const flags = new Set<string>();
  const files: string[] = [];
  let separator: string | undefined;
  let key: { start: number; end: number | undefined } | undefined;
  const args = context.args;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-t') separator = args[++i];
    else if (arg.startsWith('-t')) separator = arg.slice(2);
    else if (arg === '-k' || arg.startsWith('-k')) {
      const spec = arg === '-k' ? (args[++i] ?? '') : arg.slice(2);
      const [start, end] = spec.split(',').map((part) => parseInt(part, 10));
      key = { start: start ?? 1, end };
    } else if (arg.startsWith('-') && arg.length > 1) for (const letter of arg.slice(1)) flags.add(letter);
    else files.push(arg);
  }
  const keyOf = (line: string): string => {
    if (!key) return line;
    const fields = separator === undefined ? line.trim().split(/\s+/) : line.split(separator);
    return fields.slice(key.start - 1, key.end ?? fields.length).join(separator ?? ' ');
  };
  const fold = (text: string) => (flags.has('f') ? text.toUpperCase() : text);
  const compare = (a: string, b: string): number => {
    const byKey = flags.has('n') ? leadingNumber(keyOf(a)) - leadingNumber(keyOf(b)) : compareText(fold(keyOf(a)), fold(keyOf(b)));
    return byKey !== 0 || flags.has('u') ? byKey : compareText(a, b);
  };
  const all = readInputs(context, files, output).flatMap(({ text }) => splitLines(text));
  let sorted = all.sort(compare);
  if (flags.has('r')) sorted.reverse();
  if (flags.has('u')) sorted = sorted.filter((line, index) => index === 0 || compare(sorted[index - 1]!, line) !== 0);
  output.out(sorted.map((line) => `${line}\n`).join(''));
  return output.result();
};

/** `uniq` of adjacent lines: `-c`, `-d`, `-u`, `-i`. */
export const uniq: Command = (context) => {
  const output = new UtilityOutput('uniq');
  const flags = new Set(context.args.filter((arg) => arg.startsWith('-')).flatMap((arg) => [...arg.slice(1)]));
  const files = context.args.filter((arg) => !arg.startsWith('-'));
  const lines = readInputs(context, files.slice(0, 1), output).flatMap(({ text }) => splitLines(text));
  const same = (a: string, b: string) => (flags.has('i') ? a.toLowerCase() === b.toLowerCase() : a === b);
  for (let i = 0; i < lines.length;) {
    let j = i + 1;
    while (j < lines.length && same(lines[i]!, lines[j]!)) j++;
    const count = j - i;
    if ((!flags.has('d') || count > 1) && (!flags.has('u') || count === 1))
      output.out(flags.has('c') ? `${String(count).padStart(7)} ${lines[i]}\n` : `${lines[i]}\n`);
    i = j;
  }
  return output.result();
};
