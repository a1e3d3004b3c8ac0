import type { Command } from '../../command.ts';
import { resolvePath } from '../../memory-fs.ts';
import { escapeRegex, posixToJs } from './posix-regex.ts';
import { readInputs, splitLines, UtilityOutput } from './utility-output.ts';

const FLAGS = 'EFGivcqnlLowxhHrRs';

/** `grep` with basic, extended (`-E`) and fixed (`-F`) patterns and the common options. */
export const grep: Command = (context) => {
  const output = new UtilityOutput('grep');
  const flags = new Set<string>();
  const patterns: string[] = [];
  const operands: string[] = [];
  const args = context.args;
  let options = true;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (options && arg === '--') options = false;
    else if (options && arg === '-e') patterns.push(args[++i] ?? '');
    else if (options && /^-[A-Za-z]+$/.test(arg)) {
      for (const letter of arg.slice(1)) {
        if (!FLAGS.includes(letter)) {
          output.error(
            `invalid option -- '${letter}'\nUsage: grep [OPTION]... PATTERNS [FILE]...\nTry 'grep --help' for more information.`,
            2,
          );
          return output.result();
        }
        flags.add(letter);
      }
    } else operands.push(arg);
  }
  if (patterns.length === 0) {
    const pattern = operands.shift();
    if (pattern === undefined) {
      output.error("Usage: grep [OPTION]... PATTERNS [FILE]...\nTry 'grep --help' for more information.", 2);
      return output.result();
    }
    patterns.push(...pattern.split('\n'));
  }
  let source = patterns.map((pattern) => (flags.has('F') ? escapeRegex(pattern) : posixToJs(pattern, flags.has('E')))).join('|');
  if (flags.has('w')) source = `(?<![\\w])(?:${source})(?![\\w])`;
  if (flags.has('x')) source = `^(?:${source})$`;
  let regex: RegExp;
  try {
    regex = new RegExp(source, flags.has('i') ? 'gi' : 'g');
  } catch {
    output.error('Unmatched ( or \\(', 2);
    return output.result();
  }
  let files = operands;
  if (flags.has('r') || flags.has('R')) {
    files = (files.length ? files : ['.']).flatMap((file) => {
      const path = resolvePath(context.cwd, file);
      if (!context.fs.isDir(path)) return [file];
      const prefix = file === '.' && operands.length === 0 ? '' : `${file.replace(/\/$/, '')}/`;
      return context.fs.listFiles(path).map((name) => prefix + name);
    });
  }
  const named = (files.length > 1 || flags.has('r') || flags.has('R') || flags.has('H')) && !flags.has('h');
  let matched = false;
  for (const { name, text } of readInputs(context, files, output)) {
    const label = name === '-' ? '(standard input)' : name;
    let count = 0;
    splitLines(text).forEach((line, index) => {
      regex.lastIndex = 0;
      const hit = regex.test(line) !== flags.has('v');
      if (!hit) return;
      count++;
      if (flags.has('c') || flags.has('q') || flags.has('l') || flags.has('L')) return;
      const prefix = `${named ? `${label}:` : ''}${flags.has('n') ? `${index + 1}:` : ''}`;
      regex.lastIndex = 0;
      if (flags.has('o') && !flags.has('v')) for (const match of line.matchAll(regex)) output.out(`${prefix}${match[0]}\n`);
      else output.out(`${prefix}${line}\n`);
    });
    matched ||= count > 0;
    if (flags.has('q') && matched) return { stdout: '', stderr: '', code: 0 };
    if (flags.has('c')) output.out(`${named ? `${label}:` : ''}${count}\n`);
    if (flags.has('l') && count > 0) output.out(`${label}\n`);
    if (flags.has('L') && count === 0) output.out(`${label}\n`);
  }
  if (output.code !== 0) {
    output.code = 2;
    if (flags.has('s')) output.stderr = '';
  } else output.code = matched ? 0 : 1;
  return output.result();
};
