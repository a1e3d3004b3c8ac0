import type { Command } from '../../command.ts';
import { parseFlags, readInputs, UtilityOutput } from './utility-output.ts';

/** `wc` with GNU's column widths: one count alone unpadded, standard input in columns of 7, files as wide as their total size. */
export const wc: Command = (context) => {
  const output = new UtilityOutput('wc');
  const parsed = parseFlags(context.args, 'lwcm', output);
  if (!parsed) return output.result();
  let { flags } = parsed;
  if (flags.size === 0) flags = new Set(['l', 'w', 'c']);
  const columns = ['l', 'w', 'm', 'c'].filter((flag) => flags.has(flag));
  const inputs = readInputs(context, parsed.operands, output);
  const counts = inputs.map(({ name, text }) => {
    const all: Record<string, number> = {
      l: (text.match(/\n/g) ?? []).length,
      w: text.split(/\s+/).filter(Boolean).length,
      m: [...text].length,
      c: new TextEncoder().encode(text).length,
    };
    return { name, values: columns.map((column) => all[column]!) };
  });
  const total = columns.map((_, index) => counts.reduce((sum, count) => sum + count.values[index]!, 0));
  const fromStdin = inputs.some(({ name }) => name === '-');
  const bytes = inputs.reduce((sum, input) => sum + (input.name === '-' ? 0 : new TextEncoder().encode(input.text).length), 0);
  const width = columns.length === 1 && parsed.operands.length <= 1 ? 1 : Math.max(fromStdin ? 7 : 1, String(bytes).length);
  const line = (values: number[], name: string) =>
    `${values.map((value) => String(value).padStart(width)).join(' ')}${name === '-' && parsed.operands.length === 0 ? '' : ` ${name}`}\n`;
  for (const count of counts) output.out(line(count.values, count.name));
  if (parsed.operands.length > 1) output.out(line(total, 'total'));
  return output.result();
};
