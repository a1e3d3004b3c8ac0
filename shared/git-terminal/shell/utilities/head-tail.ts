import type { Command } from '../../command.ts';
import { readInputs, UtilityOutput } from './utility-output.ts';

/** `head` and `tail` by lines: `-n N`, `-N`, and `tail -n +N`. */
function lines(name: 'head' | 'tail'): Command {
  return (context) => {
    const output = new UtilityOutput(name);
    let count = '10';
    const files: string[] = [];
    const args = context.args;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i]!;
      if (arg === '-n') count = args[++i] ?? '';
      else if (arg.startsWith('-n')) count = arg.slice(2);
      else if (/^-\d+$/.test(arg)) count = arg.slice(1);
      else if (arg === '-q') continue;
      else files.push(arg);
    }
    if (!/^[-+]?\d+$/.test(count)) {
      output.error(`invalid number of lines: ‘${count}’`);
      return output.result();
    }
    const inputs = readInputs(context, files, output);
    inputs.forEach(({ name: file, text }, index) => {
      if (files.length > 1) output.out(`${index > 0 ? '\n' : ''}==> ${file === '-' ? 'standard input' : file} <==\n`);
      const parts = text.split('\n');
      const ended = text.endsWith('\n');
      if (ended) parts.pop();
      const n = Math.abs(Number(count));
      let kept: string[];
      if (name === 'head') kept = count.startsWith('-') ? parts.slice(0, Math.max(0, parts.length - n)) : parts.slice(0, n);
      else kept = count.startsWith('+') ? parts.slice(Math.max(0, n - 1)) : n === 0 ? [] : parts.slice(-n);
      const last = kept.length > 0 && (kept.length < parts.length && name === 'head' ? true : ended);
      output.out(kept.join('\n') + (last ? '\n' : ''));
    });
    return output.result();
  };
}

export const head = lines('head');
export const tail = lines('tail');
