import type { Command } from '../../command.ts';
import { resolvePath } from '../../memory-fs.ts';
import { compareText, parseFlags, readInputs, UtilityOutput } from './utility-output.ts';

export const cat: Command = (context) => {
  const output = new UtilityOutput('cat');
  const parsed = parseFlags(context.args, 'n', output);
  if (!parsed) return output.result();
  for (const { text } of readInputs(context, parsed.operands, output)) {
    if (!parsed.flags.has('n')) output.out(text);
    else {
      const lines = text.split('\n');
      output.out(
        lines
          .map((line, index) => (index === lines.length - 1 && line === '' ? '' : `${String(index + 1).padStart(6)}\t${line}`))
          .join('\n'),
      );
    }
  }
  return output.result();
};

/** `ls` as it prints into a pipe: one name per line, files first, then each folder's names under a heading. */
export const ls: Command = (context) => {
  const output = new UtilityOutput('ls');
  const parsed = parseFlags(context.args, 'aA1dF', output);
  if (!parsed) return { ...output.result(), code: 2 };
  const { flags } = parsed;
  const operands = parsed.operands.length > 0 ? parsed.operands : ['.'];
  const files: string[] = [];
  const dirs: string[] = [];
  for (const operand of operands) {
    const path = resolvePath(context.cwd, operand);
    if (!context.fs.exists(path)) output.error(`cannot access '${operand}': No such file or directory`, 2);
    else if (context.fs.isDir(path) && !flags.has('d')) dirs.push(operand);
    else files.push(operand);
  }
  const decorate = (name: string, path: string) => (flags.has('F') && context.fs.isDir(path) ? `${name}/` : name);
  const sections: string[] = [];
  if (files.length > 0)
    sections.push(
      files
        .sort(compareText)
        .map((file) => `${decorate(file, resolvePath(context.cwd, file))}\n`)
        .join(''),
    );
  for (const dir of dirs.sort(compareText)) {
    const path = resolvePath(context.cwd, dir);
    let names = context.fs.readdir(path);
    if (flags.has('a')) names = ['.', '..', ...names];
    else if (!flags.has('A')) names = names.filter((name) => !name.startsWith('.'));
    const listing = names.map((name) => `${decorate(name, resolvePath(path, name))}\n`).join('');
    sections.push(operands.length > 1 ? `${dir}:\n${listing}` : listing);
  }
  output.out(sections.join('\n'));
  return output.result();
};
