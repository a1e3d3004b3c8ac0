import type { Command } from '../../command.ts';
import { resolvePath } from '../../memory-fs.ts';
import { SedError, SedParser, type SedAddress, type SedCommand } from './sed-script.ts';
import { readInputs, UtilityOutput } from './utility-output.ts';

/** The replacement of `s`: `&`, `\1`..`\9` and `\n`. */
function replace(match: RegExpExecArray, replacement: string): string {
  let out = '';
  for (let i = 0; i < replacement.length; i++) {
    const c = replacement[i]!;
    if (c === '&') out += match[0];
    else if (c === '\\' && i + 1 < replacement.length) {
      const next = replacement[++i]!;
      out += /\d/.test(next) ? (match[Number(next)] ?? '') : next === 'n' ? '\n' : next === 't' ? '\t' : next;
    } else out += c;
  }
  return out;
}

function substitute(space: string, command: SedCommand): { text: string; changed: boolean } {
  const regex = command.regex!;
  regex.lastIndex = 0;
  let out = '';
  let last = 0;
  let count = 0;
  let changed = false;
  for (let match = regex.exec(space); match; match = regex.exec(space)) {
    count++;
    if (command.occurrence === 0 || count === command.occurrence) {
      out += space.slice(last, match.index) + replace(match, command.replacement!);
      last = match.index + match[0].length;
      changed = true;
      if (command.occurrence !== 0) break;
    }
    if (match[0] === '') regex.lastIndex++;
  }
  return { text: out + space.slice(last), changed };
}

/** Runs a parsed script over lines, as one stream. */
class SedRun {
  private space = '';
  private hold = '';
  private lineNumber = 0;
  private index = 0;
  private quit = false;
  private appended = '';
  out = '';

  constructor(
    private readonly lines: string[],
    private readonly quiet: boolean,
  ) {}

  private isLast(): boolean {
    return this.index >= this.lines.length;
  }

  private matches(address: SedAddress): boolean {
    if (address.kind === 'line') return this.lineNumber === address.line;
    if (address.kind === 'last') return this.isLast();
    return address.regex.test(this.space);
  }

  private selected(command: SedCommand): boolean {
    let hit: boolean;
    if (!command.from) hit = true;
    else if (!command.to) hit = this.matches(command.from);
    else if (command.active) {
      const to = command.to;
      const ends = to.kind === 'line' ? this.lineNumber >= to.line : this.matches(to);
      if (ends) command.active = false;
      hit = true;
    } else {
      hit = this.matches(command.from);
      if (hit) command.active = !(command.to.kind === 'line' && command.to.line <= this.lineNumber);
    }
    return hit !== command.negate;
  }

  /** Reads the next line into the pattern space; false at the end. */
  private readNext(): boolean {
    if (this.isLast()) return false;
    this.space = this.lines[this.index++]!;
    this.lineNumber++;
    return true;
  }

  run(commands: SedCommand[]): string {
    while (!this.quit && this.readNext()) {
      const printed = this.execute(commands);
      if (printed !== 'deleted' && !this.quiet) this.out += `${this.space}\n`;
      this.out += this.appended;
      this.appended = '';
    }
    return this.out;
  }

  /** Runs the commands on the pattern space; 'deleted' when `d` ended the cycle. */
  private execute(commands: SedCommand[]): 'deleted' | undefined {
    for (const command of commands) {
      if (this.quit) return undefined;
      if (!this.selected(command)) continue;
      switch (command.name) {
        case '{':
          if (this.execute(command.block!) === 'deleted') return 'deleted';
          break;
        case 'p':
          this.out += `${this.space}\n`;
          break;
        case 'P':
          this.out += `${this.space.split('\n')[0]}\n`;
          break;
        case 'd':
          return 'deleted';
        case 'n':
          if (!this.quiet) this.out += `${this.space}\n`;
          if (!this.readNext()) {
            this.quit = true;
            return 'deleted';
          }
          break;
        case 'N': {
          const previous = this.space;
          if (!this.readNext()) return undefined;
          this.space = `${previous}\n${this.space}`;
          break;
        }
        case 's': {
          const result = substitute(this.space, command);
          this.space = result.text;
          if (result.changed && command.print) this.out += `${this.space}\n`;
          break;
        }
        case 'y':
          this.space = [...this.space].map((c) => command.target![command.text!.indexOf(c)] ?? c).join('');
          break;
        case '=':
          this.out += `${this.lineNumber}\n`;
          break;
        case 'a':
          this.appended += `${command.text}\n`;
          break;
        case 'i':
          this.out += `${command.text}\n`;
          break;
        case 'c':
          this.out += `${command.text}\n`;
          return 'deleted';
        case 'h':
          this.hold = this.space;
          break;
        case 'H':
          this.hold += `\n${this.space}`;
          break;
        case 'g':
          this.space = this.hold;
          break;
        case 'G':
          this.space += `\n${this.hold}`;
          break;
        case 'x':
          [this.space, this.hold] = [this.hold, this.space];
          break;
        case 'q':
          this.quit = true;
          return undefined;
        case 'Q':
          this.quit = true;
          return 'deleted';
      }
    }
    return undefined;
  }
}

/** `sed` with `-n`, `-e`, `-E`, `-i`, addresses, ranges, blocks and the usual commands. */
export const sed: Command = (context) => {
  const output = new UtilityOutput('sed');
  const scripts: string[] = [];
  const files: string[] = [];
  let quiet = false;
  let extended = false;
  let inPlace = false;
  const args = context.args;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-e') scripts.push(args[++i] ?? '');
    else if (arg.startsWith('-i')) inPlace = true;
    else if (/^-[nEr]+$/.test(arg)) {
      quiet ||= arg.includes('n');
      extended ||= /[Er]/.test(arg);
    } else files.push(arg);
  }
  if (scripts.length === 0) {
    const script = files.shift();
    if (script === undefined) {
      output.error('no script specified', 1);
      return output.result();
    }
    scripts.push(script);
  }
  let commands: SedCommand[];
  try {
    commands = new SedParser(scripts.join('\n'), extended).parse();
  } catch (error) {
    if (!(error instanceof SedError)) throw error;
    output.error(error.message);
    return output.result();
  }
  const lines = (text: string) => {
    const all = text.split('\n');
    if (all.at(-1) === '') all.pop();
    return all;
  };
  if (inPlace) {
    if (files.length === 0) output.error('no input files', 1);
    for (const { name, text } of readInputs(context, files, output))
      context.fs.writeFile(resolvePath(context.cwd, name), new SedRun(lines(text), quiet).run(structuredClone(commands)));
    return output.result();
  }
  const text = readInputs(context, files, output)
    .map(({ text: part }) => (part === '' || part.endsWith('\n') ? part : `${part}\n`))
    .join('');
  output.out(new SedRun(lines(text), quiet).run(commands));
  return output.result();
};
