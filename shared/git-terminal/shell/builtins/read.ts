import type { Builtin } from '../runtime/interpreter.ts';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Splits a line the way `read` does: by IFS, the last name taking the rest of the line. */
function splitForRead(line: string, count: number, ifs: string): string[] {
  if (ifs === '') return [line];
  const isSpace = (c: string) => ' \t\n'.includes(c) && ifs.includes(c);
  const isDelimiter = (c: string) => ifs.includes(c);
  const values: string[] = [];
  let i = 0;
  while (i < line.length && isSpace(line[i]!)) i++;
  while (values.length < count - 1 && i < line.length) {
    const start = i;
    while (i < line.length && !isDelimiter(line[i]!)) i++;
    values.push(line.slice(start, i));
    while (i < line.length && isSpace(line[i]!)) i++;
    if (i < line.length && !isSpace(line[i]!) && isDelimiter(line[i]!)) {
      i++;
      while (i < line.length && isSpace(line[i]!)) i++;
    }
  }
  let rest = line.slice(i);
  while (rest && isSpace(rest.at(-1)!)) rest = rest.slice(0, -1);
  values.push(rest);
  return values;
}

export const read: Builtin = (shell, args, io) => {
  let raw = false;
  const names: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-r') raw = true;
    else if (arg === '-p') io.err.write(args[++i] ?? '');
    else if (arg.startsWith('-') && arg.length > 1) {
      io.err.write(`bash: read: ${arg}: invalid option\nread: usage: read [-r] [-p prompt] [name ...]\n`);
      return 2;
    } else if (!NAME.test(arg)) {
      io.err.write(`bash: read: \`${arg}': not a valid identifier\n`);
      return 1;
    } else names.push(arg);
  }
  let line = '';
  let complete = false;
  for (;;) {
    const next = io.input.readLine();
    if (next === undefined) break;
    complete = next.complete;
    if (!raw && next.complete && /(^|[^\\])(\\\\)*\\$/.test(next.line)) {
      line += next.line.slice(0, -1);
      continue;
    }
    line += next.line;
    break;
  }
  const unescape = (text: string) => (raw ? text : text.replace(/\\(.)/g, '$1'));
  if (names.length === 0) shell.state.set('REPLY', unescape(line));
  else {
    const values = splitForRead(line, names.length, shell.state.get('IFS') ?? ' \t\n');
    names.forEach((name, index) => shell.state.set(name, unescape(values[index] ?? '')));
  }
  return complete ? 0 : 1;
};
