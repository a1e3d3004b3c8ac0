import type { Command } from '../../command.ts';
import { expandEscapes } from './echo-printf.ts';
import { POSIX_CLASSES } from './posix-regex.ts';
import { parseFlags, UtilityOutput } from './utility-output.ts';

/** A `tr` set such as `a-z` or `[:upper:]` as its list of characters. */
function expandSet(set: string): string[] {
  const text = expandEscapes(set.replace(/\[:(\w+):\]/g, (whole, name: string) => POSIX_CLASSES[name] ?? whole)).text;
  const chars: string[] = [];
  const source = [...text];
  for (let i = 0; i < source.length; i++) {
    if (source[i + 1] === '-' && i + 2 < source.length) {
      for (let code = source[i]!.codePointAt(0)!; code <= source[i + 2]!.codePointAt(0)!; code++) chars.push(String.fromCodePoint(code));
      i += 2;
    } else chars.push(source[i]!);
  }
  return chars;
}

export const tr: Command = (context) => {
  const output = new UtilityOutput('tr');
  const parsed = parseFlags(context.args, 'dsc', output);
  if (!parsed) return output.result();
  const { flags, operands } = parsed;
  const needed = flags.has('d') || (flags.has('s') && operands.length === 1) ? 1 : 2;
  if (operands.length < needed) {
    output.error(`missing operand${operands.length ? ` after '${operands[0]}'` : ''}\nTry 'tr --help' for more information.`);
    return output.result();
  }
  const from = new Set(expandSet(operands[0]!));
  const inFrom = (c: string) => from.has(c) !== flags.has('c');
  const to = operands[1] === undefined || flags.has('d') ? [] : expandSet(operands[1]);
  const fromList = [...from];
  const squeeze = new Set(flags.has('d') ? (operands[1] ? expandSet(operands[1]) : []) : to.length ? to : fromList);
  let result = '';
  for (const c of context.stdin) {
    let next = c;
    if (flags.has('d')) {
      if (inFrom(c)) continue;
    } else if (to.length > 0 && inFrom(c)) next = to[Math.min(fromList.indexOf(c), to.length - 1)] ?? to.at(-1)!;
    if (flags.has('s') && squeeze.has(next) && result.endsWith(next)) continue;
    result += next;
  }
  output.out(result);
  return output.result();
};
