import type { MemoryFs } from '../../memory-fs.ts';
import type { List, Word, WordPart } from '../syntax/ast.ts';
import { evaluateArithmetic } from './arithmetic.ts';
import { CommandError } from './control-flow.ts';
import { expandGlob, patternSource } from './glob.ts';
import type { ShellState } from './shell-state.ts';

/** What word expansion needs from the interpreter. */
export interface ExpansionHost {
  readonly state: ShellState;
  readonly fs: MemoryFs;
  /** Runs `$(...)` in a subshell and returns what it printed. */
  substitute(body: List): string;
}

interface Field {
  text: string;
  /** The text as a glob pattern: quoted characters escaped. */
  pattern: string;
  glob: boolean;
}

const DEFAULT_IFS = ' \t\n';

/** Builds the fields of one word: quoted text joins the current field, unquoted expansions split on IFS. */
class FieldBuilder {
  readonly fields: Field[] = [];
  private current: Field | undefined;

  constructor(private readonly ifs: string) {}

  private field(): Field {
    this.current ??= { text: '', pattern: '', glob: false };
    return this.current;
  }

  quoted(text: string): void {
    const field = this.field();
    field.text += text;
    field.pattern += text.replace(/[*?[\]\\]/g, '\\$&');
  }

  unquoted(text: string): void {
    const field = this.field();
    field.text += text;
    field.pattern += text;
    if (/[*?[]/.test(text)) field.glob = true;
  }

  split(text: string): void {
    for (const c of text) {
      if (!this.ifs.includes(c)) this.unquoted(c);
      else if (' \t\n'.includes(c)) this.end();
      else {
        this.field();
        this.end();
      }
    }
  }

  end(): void {
    if (this.current) this.fields.push(this.current);
    this.current = undefined;
  }
}

export class Expander {
  constructor(private readonly host: ExpansionHost) {}

  /** A command's words as fields: expanded, split and matched against files. */
  words(words: Word[]): string[] {
    const result: string[] = [];
    const ifs = this.host.state.get('IFS') ?? DEFAULT_IFS;
    for (const word of words) {
      const builder = new FieldBuilder(ifs);
      for (const part of word.parts) this.addPart(builder, part, ifs);
      builder.end();
      for (const field of builder.fields) {
        const matches = field.glob ? expandGlob(field.pattern, this.host.fs, this.host.state.cwd) : [];
        if (matches.length > 0) result.push(...matches);
        else result.push(field.text);
      }
    }
    return result;
  }

  /** One word as one string, without splitting or globbing: assignments, redirections, here-documents. */
  string(word: Word): string {
    return word.parts.map((part) => this.partText(part)).join('');
  }

  /** A word as a shell pattern for `case` and `${name#pattern}`: its quoted characters escaped. */
  pattern(word: Word): string {
    return word.parts
      .map((part) => {
        const text = this.partText(part);
        return part.kind !== 'tilde' && part.quoted ? text.replace(/[*?[\]\\]/g, '\\$&') : text;
      })
      .join('');
  }

  private addPart(builder: FieldBuilder, part: WordPart, ifs: string): void {
    if (part.kind === 'param' && (part.name === '@' || part.name === '*') && part.op === undefined) {
      const args = this.host.state.positional;
      if (part.quoted && part.name === '*') builder.quoted(args.join(ifs.slice(0, 1)));
      else
        args.forEach((arg, index) => {
          if (index > 0) builder.end();
          if (part.quoted) builder.quoted(arg);
          else builder.split(arg);
        });
      return;
    }
    const text = this.partText(part);
    if (part.kind === 'tilde' || (part.kind === 'text' && !part.quoted)) builder.unquoted(text);
    else if (part.quoted) builder.quoted(text);
    else builder.split(text);
  }

  private partText(part: WordPart): string {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'tilde':
        return this.host.state.get('HOME') ?? '/';
      case 'command':
        return this.host.substitute(part.body).replace(/\n+$/, '');
      case 'arith': {
        const state = this.host.state;
        return String(
          evaluateArithmetic(this.string(part.expr), { get: (name) => state.get(name), set: (name, value) => state.set(name, value) }),
        );
      }
      case 'param':
        return this.param(part);
    }
  }

  private lookup(name: string): string | undefined {
    const state = this.host.state;
    if (/^\d+$/.test(name)) return name === '0' ? state.name : state.positional[Number(name) - 1];
    switch (name) {
      case '?':
        return String(state.status);
      case '#':
        return String(state.positional.length);
      case '@':
      case '*':
        return state.positional.join(' ');
      case '$':
        return '4242';
      case '!':
        return '';
      case '-':
        return 'hB';
      default:
        return state.get(name);
    }
  }

  private param(part: Extract<WordPart, { kind: 'param' }>): string {
    const value = this.lookup(part.name);
    const op = part.op;
    if (op === undefined) return value ?? '';
    const empty = value === undefined || (op.op.startsWith(':') && value === '');
    switch (op.op) {
      case 'length':
        return String([...(value ?? '')].length);
      case ':-':
      case '-':
        return empty ? this.string(op.arg) : value!;
      case ':=':
      case '=': {
        if (!empty) return value!;
        if (!/^[A-Za-z_]/.test(part.name)) throw new CommandError(`$${part.name}: cannot assign in this way`);
        const assigned = this.string(op.arg);
        this.host.state.set(part.name, assigned);
        return assigned;
      }
      case ':+':
      case '+':
        return empty ? '' : this.string(op.arg);
      case ':?':
      case '?':
        if (empty) throw new CommandError(`${part.name}: ${this.string(op.arg) || 'parameter null or not set'}`);
        return value!;
      default:
        return this.trimOrReplace(value ?? '', op);
    }
  }

  private trimOrReplace(value: string, op: NonNullable<Extract<WordPart, { kind: 'param' }>['op']>): string {
    const source = patternSource(this.pattern(op.arg));
    const greedy = op.op === '##' || op.op === '%%' || op.op === '//';
    if (op.op === '#' || op.op === '##') {
      for (let end = greedy ? value.length : 0; greedy ? end >= 0 : end <= value.length; end += greedy ? -1 : 1)
        if (new RegExp(`^(?:${source})$`).test(value.slice(0, end))) return value.slice(end);
      return value;
    }
    if (op.op === '%' || op.op === '%%') {
      for (let start = greedy ? 0 : value.length; greedy ? start <= value.length : start >= 0; start += greedy ? 1 : -1)
        if (new RegExp(`^(?:${source})$`).test(value.slice(start))) return value.slice(0, start);
      return value;
    }
    const replacement = op.replacement ? this.string(op.replacement) : '';
    if (source === '') return value;
    const regex = new RegExp(source, op.op === '//' ? 'g' : '');
    return value.replace(regex, () => replacement);
  }
}
