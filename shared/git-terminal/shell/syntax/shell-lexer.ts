import type { List, ParamOp, Word, WordPart } from './ast.ts';
import { ShellSyntaxError, unexpectedEnd, unmatched } from './syntax-error.ts';

export type Token = { type: 'word'; word: Word; plain?: string } | { type: 'op'; op: string; fd?: number } | { type: 'eof' };

/** How the lexer hands `$(...)` and backquotes to the parser, which it cannot import without a cycle. */
export interface NestedParser {
  /** Parses the commands from `pos` up to the matching `)` and returns the position after it. */
  substitution(source: string, pos: number): { body: List; end: number };
  script(source: string): List;
}

const OPERATORS = ['&>>', '<<<', '<<-', '&&', '||', ';;', '<<', '>>', '>&', '<&', '&>', '>|', ';', '&', '|', '(', ')', '<', '>'];
const META = new Set([' ', '\t', '\n', ';', '&', '|', '(', ')', '<', '>']);
const PARAM_OPS: ParamOp['op'][] = [':-', ':=', ':+', ':?', '##', '%%', '//', '-', '=', '+', '?', '#', '%', '/'];
const C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v' };

interface PendingHeredoc {
  delimiter: string;
  strip: boolean;
  literal: boolean;
  fill: (body: Word) => void;
}

/** Splits shell source into words and operators on demand, so that each line can run before the next is read. */
export class ShellLexer {
  private readonly buffer: Token[] = [];
  private readonly heredocs: PendingHeredoc[] = [];
  /** A here-document reached the end of the script before its delimiter: typed input that goes on. */
  heredocOpen = false;

  constructor(
    private readonly source: string,
    private pos: number,
    private readonly nested: NestedParser,
  ) {}

  peek(ahead = 0): Token {
    while (this.buffer.length <= ahead) this.buffer.push(this.lex());
    return this.buffer[ahead]!;
  }

  next(): Token {
    const token = this.peek();
    this.buffer.shift();
    return token;
  }

  /** Where the next unread token starts; valid only when nothing is peeked. */
  get position(): number {
    return this.pos;
  }

  /** Reads the body of `<<delimiter` after the end of the current line. */
  addHeredoc(delimiter: Word, strip: boolean, fill: (body: Word) => void): void {
    const literal = delimiter.parts.some((part) => part.kind === 'text' && part.quoted);
    const text = delimiter.parts.map((part) => (part.kind === 'text' ? part.text : '')).join('');
    this.heredocs.push({ delimiter: text, strip, literal, fill });
  }

  private lex(): Token {
    const src = this.source;
    for (;;) {
      const c = src[this.pos];
      if (c === ' ' || c === '\t') this.pos++;
      else if (c === '\\' && src[this.pos + 1] === '\n') this.pos += 2;
      else if (c === '#') while (this.pos < src.length && src[this.pos] !== '\n') this.pos++;
      else break;
    }
    if (this.pos >= src.length) {
      if (this.heredocs.length > 0) this.heredocOpen = true;
      return { type: 'eof' };
    }
    if (src[this.pos] === '\n') {
      this.pos++;
      this.readHeredocs();
      return { type: 'op', op: '\n' };
    }
    const fd = /^\d+(?=[<>])/.exec(src.slice(this.pos, this.pos + 12));
    if (fd) this.pos += fd[0].length;
    const op = OPERATORS.find((candidate) => src.startsWith(candidate, this.pos));
    if (op) {
      this.pos += op.length;
      return fd ? { type: 'op', op, fd: Number(fd[0]) } : { type: 'op', op };
    }
    const word = this.readWord();
    const only = word.parts[0];
    const plain = word.parts.length === 1 && only?.kind === 'text' && !only.quoted ? only.text : undefined;
    return plain === undefined ? { type: 'word', word } : { type: 'word', word, plain };
  }

  private readHeredocs(): void {
    for (const heredoc of this.heredocs.splice(0)) {
      let body = '';
      this.heredocOpen = true;
      while (this.pos < this.source.length) {
        const end = this.source.indexOf('\n', this.pos);
        const line = this.source.slice(this.pos, end === -1 ? undefined : end);
        this.pos = end === -1 ? this.source.length : end + 1;
        const content = heredoc.strip ? line.replace(/^\t+/, '') : line;
        if (content === heredoc.delimiter) {
          this.heredocOpen = false;
          break;
        }
        body += `${content}\n`;
      }
      heredoc.fill(
        heredoc.literal ? { parts: [{ kind: 'text', text: body, quoted: true }], raw: body } : expansionsOnly(body, this.nested),
      );
    }
  }

  private readWord(): Word {
    const src = this.source;
    const start = this.pos;
    const parts: WordPart[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({ kind: 'text', text, quoted: false });
      text = '';
    };
    if (src[this.pos] === '~' && (this.pos + 1 >= src.length || src[this.pos + 1] === '/' || META.has(src[this.pos + 1]!))) {
      parts.push({ kind: 'tilde' });
      this.pos++;
    }
    while (this.pos < src.length && !META.has(src[this.pos]!)) {
      const c = src[this.pos]!;
      if (c === '\\') {
        if (this.pos + 1 >= src.length) throw unexpectedEnd();
        this.pos += 2;
        if (src[this.pos - 1] === '\n') continue;
        flush();
        parts.push({ kind: 'text', text: src[this.pos - 1]!, quoted: true });
      } else if (c === "'") {
        flush();
        parts.push(this.readSingleQuoted());
      } else if (c === '"') {
        flush();
        this.pos++;
        parts.push(...this.readQuoted('"'));
      } else if (c === '$' || c === '`') {
        const part = this.readExpansion(false);
        if (part) {
          flush();
          parts.push(part);
        } else text += c;
      } else {
        text += c;
        this.pos++;
      }
    }
    flush();
    return { parts, raw: src.slice(start, this.pos) };
  }

  /** The inside of double quotes (or, with `end` undefined, a here-document body) up to `end`. */
  readQuoted(end: string | undefined): WordPart[] {
    const src = this.source;
    const parts: WordPart[] = [];
    let text = '';
    for (;;) {
      if (this.pos >= src.length) {
        if (end !== undefined) throw unmatched(end);
        break;
      }
      const c = src[this.pos]!;
      if (c === end) {
        this.pos++;
        break;
      }
      if (c === '\\' && this.pos + 1 < src.length && '$`"\\\n'.includes(src[this.pos + 1]!) && (end || src[this.pos + 1] !== '"')) {
        if (src[this.pos + 1] !== '\n') text += src[this.pos + 1];
        this.pos += 2;
        continue;
      }
      const part = c === '$' || c === '`' ? this.readExpansion(true) : undefined;
      if (part) {
        if (text) parts.push({ kind: 'text', text, quoted: true });
        text = '';
        parts.push(part);
      } else {
        text += c;
        this.pos++;
      }
    }
    if (text || parts.length === 0) parts.push({ kind: 'text', text, quoted: true });
    return parts;
  }

  /** `$name`, `${...}`, `$(...)`, `$((...))`, `` `...` `` or `$'...'`; undefined when the `$` is a plain character. */
  /** `'...'` from the opening quote: its text, taken as it is. */
  private readSingleQuoted(): WordPart {
    const end = this.source.indexOf("'", this.pos + 1);
    if (end === -1) throw unmatched("'");
    const text = this.source.slice(this.pos + 1, end);
    this.pos = end + 1;
    return { kind: 'text', text, quoted: true };
  }

  private readExpansion(quoted: boolean): WordPart | undefined {
    const src = this.source;
    if (src[this.pos] === '`') return this.readBackquote(quoted);
    const c = src[this.pos + 1];
    if (c === '(' && src[this.pos + 2] === '(') return this.readArithmetic(quoted);
    if (c === '(') {
      const { body, end } = this.nested.substitution(src, this.pos + 2);
      this.pos = end;
      return { kind: 'command', body, quoted };
    }
    if (c === '{') return this.readBraceParam(quoted);
    if (c === "'" && !quoted) return this.readAnsiC();
    const name = /^(?:[A-Za-z_][A-Za-z0-9_]*|[0-9?#@*$!-])/.exec(src.slice(this.pos + 1, this.pos + 200))?.[0];
    if (name === undefined) return undefined;
    this.pos += 1 + name.length;
    return { kind: 'param', name, quoted };
  }

  private readBackquote(quoted: boolean): WordPart {
    const src = this.source;
    let inner = '';
    let i = this.pos + 1;
    for (; i < src.length && src[i] !== '`'; i++) {
      if (src[i] === '\\' && '$`\\'.includes(src[i + 1] ?? '')) i++;
      inner += src[i];
    }
    if (i >= src.length) throw unmatched('`');
    this.pos = i + 1;
    return { kind: 'command', body: this.nested.script(inner), quoted };
  }

  private readArithmetic(quoted: boolean): WordPart {
    const src = this.source;
    let depth = 0;
    for (let i = this.pos + 3; i < src.length; i++) {
      if (src[i] === '(') depth++;
      else if (src[i] === ')') {
        if (depth === 0 && src[i + 1] === ')') {
          const expr = expansionsOnly(src.slice(this.pos + 3, i), this.nested);
          this.pos = i + 2;
          return { kind: 'arith', expr, quoted };
        }
        depth--;
      }
    }
    throw unmatched('(');
  }

  private readBraceParam(quoted: boolean): WordPart {
    const src = this.source;
    this.pos += 2;
    const length = src[this.pos] === '#' && src[this.pos + 1] !== '}';
    if (length) this.pos++;
    const name = /^(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[?#@*$!-])/.exec(src.slice(this.pos, this.pos + 200))?.[0];
    if (name === undefined) {
      const close = src.indexOf('}', this.pos);
      throw new ShellSyntaxError(`\${${src.slice(this.pos, close === -1 ? undefined : close)}}: bad substitution`, false);
    }
    this.pos += name.length;
    let op: ParamOp | undefined = length ? { op: 'length', arg: { parts: [], raw: '' } } : undefined;
    const symbol = length ? undefined : PARAM_OPS.find((candidate) => src.startsWith(candidate, this.pos));
    if (symbol) {
      this.pos += symbol.length;
      const replacing = symbol === '/' || symbol === '//';
      op = { op: symbol, arg: this.readParamWord(replacing ? '/}' : '}', quoted) };
      if (replacing && src[this.pos] === '/') {
        this.pos++;
        op.replacement = this.readParamWord('}', quoted);
      }
    }
    if (src[this.pos] !== '}') throw this.pos >= src.length ? unmatched('}') : new ShellSyntaxError('bad substitution', false);
    this.pos++;
    return op ? { kind: 'param', name, quoted, op } : { kind: 'param', name, quoted };
  }

  /** The word inside `${name:-word}`, up to one of `stops`. */
  private readParamWord(stops: string, quoted: boolean): Word {
    const src = this.source;
    const start = this.pos;
    const parts: WordPart[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({ kind: 'text', text, quoted });
      text = '';
    };
    while (this.pos < src.length && !stops.includes(src[this.pos]!)) {
      const c = src[this.pos]!;
      if (c === '\\' && this.pos + 1 < src.length) {
        flush();
        parts.push({ kind: 'text', text: src[this.pos + 1]!, quoted: true });
        this.pos += 2;
      } else if (c === "'" && !quoted) {
        flush();
        parts.push(this.readSingleQuoted());
      } else if (c === '"') {
        flush();
        this.pos++;
        parts.push(...this.readQuoted('"'));
      } else {
        const part = c === '$' || c === '`' ? this.readExpansion(quoted) : undefined;
        if (part) {
          flush();
          parts.push(part);
        } else {
          text += c;
          this.pos++;
        }
      }
    }
    flush();
    return { parts, raw: src.slice(start, this.pos) };
  }

  private readAnsiC(): WordPart {
    const src = this.source;
    let text = '';
    let i = this.pos + 2;
    for (; i < src.length && src[i] !== "'"; i++) {
      if (src[i] !== '\\') text += src[i];
      else {
        const c = src[++i] ?? '';
        text += C_ESCAPES[c] ?? (c === '\\' || c === "'" || c === '"' ? c : `\\${c}`);
      }
    }
    if (i >= src.length) throw unmatched("'");
    this.pos = i + 1;
    return { kind: 'text', text, quoted: true };
  }
}

/** A text where only `$` expansions and backquotes are special: a here-document body or an arithmetic expression. */
export function expansionsOnly(text: string, nested: NestedParser): Word {
  return { parts: new ShellLexer(text, 0, nested).readQuoted(undefined), raw: text };
}
