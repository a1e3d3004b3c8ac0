import { posixToJs } from './posix-regex.ts';

export type SedAddress = { kind: 'line'; line: number } | { kind: 'last' } | { kind: 'regex'; regex: RegExp };

export interface SedCommand {
  from?: SedAddress;
  to?: SedAddress;
  negate: boolean;
  name: string;
  /** `s`: the pattern, replacement and flags. */
  regex?: RegExp;
  replacement?: string;
  occurrence?: number;
  print?: boolean;
  /** `a`, `i`, `c`: the text; `y`: the two character lists. */
  text?: string;
  target?: string;
  /** `{`: the commands inside. */
  block?: SedCommand[];
  /** A range's state while the script runs. */
  active?: boolean;
}

/** A problem in a sed script, reported as `sed: -e expression #1, char N: message`. */
export class SedError extends Error {}

/** Parses a sed script into commands. */
export class SedParser {
  private pos = 0;

  constructor(
    private readonly script: string,
    private readonly extended: boolean,
  ) {}

  parse(): SedCommand[] {
    const commands = this.commands();
    if (this.pos < this.script.length) this.fail("unexpected `}'");
    return commands;
  }

  private fail(message: string): never {
    throw new SedError(`-e expression #1, char ${this.pos}: ${message}`);
  }

  private commands(): SedCommand[] {
    const commands: SedCommand[] = [];
    const s = this.script;
    for (;;) {
      while (this.pos < s.length && /[\s;]/.test(s[this.pos]!)) this.pos++;
      if (this.pos >= s.length || s[this.pos] === '}') return commands;
      commands.push(this.command());
    }
  }

  private command(): SedCommand {
    const s = this.script;
    const command: SedCommand = { negate: false, name: '' };
    const from = this.address();
    if (from) {
      command.from = from;
      if (s[this.pos] === ',') {
        this.pos++;
        command.to = this.address() ?? this.fail("unexpected `,'");
      }
    }
    while (s[this.pos] === ' ') this.pos++;
    if (s[this.pos] === '!') {
      command.negate = true;
      this.pos++;
      while (s[this.pos] === ' ') this.pos++;
    }
    const name = s[this.pos++];
    if (name === undefined) this.fail('missing command');
    command.name = name;
    switch (name) {
      case '{':
        command.block = this.commands();
        if (s[this.pos] !== '}') this.fail("unmatched `{'");
        this.pos++;
        break;
      case 's':
        this.substitute(command);
        break;
      case 'y': {
        const delimiter = s[this.pos++] ?? '/';
        command.text = this.until(delimiter);
        command.target = this.until(delimiter);
        break;
      }
      case 'a':
      case 'i':
      case 'c': {
        let text = s.slice(this.pos);
        const end = text.indexOf('\n');
        if (/^\\\n/.test(text)) text = text.slice(2);
        else if (end !== -1) text = text.slice(0, end);
        const newline = text.indexOf('\n');
        command.text = (newline === -1 ? text : text.slice(0, newline)).replace(/^\s+/, '').replace(/\\(.)/g, '$1');
        this.pos = newline === -1 ? s.length : s.indexOf(text) + newline;
        break;
      }
      default:
        if (!'pPdDnNq=Qhgx HGl'.includes(name) || name === ' ') this.fail(`unknown command: \`${name}'`);
    }
    return command;
  }

  private address(): SedAddress | undefined {
    const s = this.script;
    const number = /^\d+/.exec(s.slice(this.pos));
    if (number) {
      this.pos += number[0].length;
      return { kind: 'line', line: Number(number[0]) };
    }
    if (s[this.pos] === '$') {
      this.pos++;
      return { kind: 'last' };
    }
    if (s[this.pos] === '/' || s[this.pos] === '\\') {
      const delimiter = s[this.pos] === '\\' ? s[++this.pos]! : '/';
      this.pos++;
      const pattern = this.until(delimiter);
      const insensitive = s[this.pos] === 'I';
      if (insensitive) this.pos++;
      return { kind: 'regex', regex: this.regex(pattern, insensitive ? 'i' : '') };
    }
    return undefined;
  }

  private regex(pattern: string, flags: string): RegExp {
    try {
      return new RegExp(posixToJs(pattern, this.extended), flags);
    } catch {
      return this.fail('unterminated address regex');
    }
  }

  /** The text up to an unescaped delimiter, with `\delimiter` unescaped. */
  private until(delimiter: string): string {
    const s = this.script;
    let text = '';
    for (; this.pos < s.length && s[this.pos] !== delimiter; this.pos++) {
      if (s[this.pos] === '\\' && s[this.pos + 1] === delimiter) text += s[++this.pos];
      else if (s[this.pos] === '\\' && this.pos + 1 < s.length) text += `\\${s[++this.pos]}`;
      else text += s[this.pos];
    }
    if (this.pos >= s.length) this.fail(`unterminated \`${delimiter === '/' ? 's' : delimiter}' command`);
    this.pos++;
    return text;
  }

  private substitute(command: SedCommand): void {
    const delimiter = this.script[this.pos++] ?? this.fail("unterminated `s' command");
    const pattern = this.until(delimiter);
    command.replacement = this.until(delimiter);
    let flags = '';
    for (let c = this.script[this.pos]; c !== undefined && /[gpiI0-9]/.test(c); c = this.script[++this.pos]) {
      if (c === 'g') flags += 'g';
      else if (c === 'p') command.print = true;
      else if (c === 'i' || c === 'I') flags += 'i';
      else command.occurrence = Number(c);
    }
    command.regex = this.regex(pattern, flags.includes('i') ? 'gi' : 'g');
    command.occurrence ??= flags.includes('g') ? 0 : 1;
  }
}
