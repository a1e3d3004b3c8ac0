import type { AndOr, Assignment, CommandNode, List, Pipeline, Redirect, Word } from './ast.ts';
import { ShellLexer, type NestedParser, type Token } from './shell-lexer.ts';
import { unexpectedEnd, unexpectedToken, unmatched } from './syntax-error.ts';

const REDIRECT_OPS = new Set(['>', '>>', '<', '>&', '<&', '&>', '&>>', '<<<', '<<', '<<-', '>|']);
/** Words that end a list inside a compound command. */
const CLOSERS = new Set(['then', 'elif', 'else', 'fi', 'do', 'done', '}', 'esac']);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const nested: NestedParser = {
  substitution(source, pos) {
    const parser = new ShellParser(source, pos);
    const body = parser.list(new Set(), ')', true);
    if (parser.lexer.next().type === 'eof') throw unmatched(')');
    return { body, end: parser.lexer.position };
  },
  script(source) {
    const parser = new ShellParser(source, 0);
    const body = parser.list(new Set(), undefined, true);
    const rest = parser.lexer.peek();
    if (rest.type !== 'eof') throw unexpectedToken(describe(rest));
    return body;
  },
};

function describe(token: Token): string {
  if (token.type === 'eof') return 'end of file';
  if (token.type === 'word') return token.word.raw;
  return token.op === '\n' ? 'newline' : token.op;
}

/** A recursive-descent parser for the POSIX shell grammar that the terminal supports. */
export class ShellParser {
  readonly lexer: ShellLexer;

  constructor(source: string, pos = 0) {
    this.lexer = new ShellLexer(source, pos, nested);
  }

  /** The next line's commands (an empty list for a blank line), or undefined at the end of the script. */
  nextLine(): List | undefined {
    const token = this.lexer.peek();
    if (token.type === 'eof') return undefined;
    if (this.isOp(token, '\n')) {
      this.lexer.next();
      return [];
    }
    const line: List = [];
    for (;;) {
      line.push(this.andOr());
      const sep = this.lexer.peek();
      if (sep.type === 'eof') return line;
      if (this.isOp(sep, '\n')) {
        this.lexer.next();
        return line;
      }
      if (!this.isOp(sep, ';') && !this.isOp(sep, '&')) throw unexpectedToken(describe(sep));
      this.lexer.next();
      const after = this.lexer.peek();
      if (after.type === 'eof') return line;
      if (this.isOp(after, '\n')) {
        this.lexer.next();
        return line;
      }
    }
  }

  /** A compound list, ending before one of `closers` or the operator `closeOp`. */
  list(closers: ReadonlySet<string>, closeOp: string | undefined, allowEmpty = false): List {
    const list: List = [];
    for (;;) {
      this.skipNewlines();
      const token = this.lexer.peek();
      if (token.type === 'eof') {
        if (closeOp === ')' && allowEmpty) throw unmatched(')');
        if (closers.size > 0 || closeOp) throw unexpectedEnd();
        return list;
      }
      if ((token.type === 'word' && token.plain !== undefined && closers.has(token.plain)) || this.isOp(token, closeOp)) {
        if (list.length === 0 && !allowEmpty) throw unexpectedToken(describe(token));
        return list;
      }
      list.push(this.andOr());
      const sep = this.lexer.peek();
      if (this.isOp(sep, ';') || this.isOp(sep, '&') || this.isOp(sep, '\n')) this.lexer.next();
      else if (sep.type === 'eof' || this.isOp(sep, closeOp) || (sep.type === 'word' && sep.plain !== undefined && closers.has(sep.plain)))
        continue;
      else throw unexpectedToken(describe(sep));
    }
  }

  private andOr(): AndOr {
    const result: AndOr = { first: this.pipeline(), rest: [] };
    for (;;) {
      const token = this.lexer.peek();
      if (!this.isOp(token, '&&') && !this.isOp(token, '||')) return result;
      this.lexer.next();
      this.skipNewlines(true);
      result.rest.push({ op: (token as { op: '&&' | '||' }).op, pipeline: this.pipeline() });
    }
  }

  private pipeline(): Pipeline {
    const negate = this.isReserved(this.lexer.peek(), '!');
    if (negate) this.lexer.next();
    const commands = [this.command()];
    while (this.isOp(this.lexer.peek(), '|')) {
      this.lexer.next();
      this.skipNewlines(true);
      commands.push(this.command());
    }
    return { negate, commands };
  }

  private command(): CommandNode {
    const token = this.lexer.peek();
    if (token.type === 'eof') throw unexpectedEnd();
    if (this.isOp(token, '(')) {
      this.lexer.next();
      const body = this.list(new Set(), ')');
      this.lexer.next();
      return { kind: 'subshell', body, redirects: this.redirects() };
    }
    if (token.type === 'word' && token.plain !== undefined) {
      const word = token.plain;
      if (CLOSERS.has(word) || word === 'in') throw unexpectedToken(word);
      if (word === '{') {
        this.lexer.next();
        const body = this.list(new Set(['}']), undefined);
        this.lexer.next();
        return { kind: 'group', body, redirects: this.redirects() };
      }
      if (word === 'if') return this.ifCommand();
      if (word === 'for') return this.forCommand();
      if (word === 'while' || word === 'until') return this.whileCommand(word === 'until');
      if (word === 'case') return this.caseCommand();
      if (word === 'function') {
        this.lexer.next();
        return this.functionBody(this.name());
      }
      if (NAME.test(word) && this.isOp(this.lexer.peek(1), '(')) {
        this.lexer.next();
        this.lexer.next();
        this.expect(')');
        return this.functionBody(word);
      }
    }
    return this.simpleCommand();
  }

  private functionBody(name: string): CommandNode {
    if (this.isOp(this.lexer.peek(), '(')) {
      this.lexer.next();
      this.expect(')');
    }
    this.skipNewlines(true);
    return { kind: 'function', name, body: this.command() };
  }

  private ifCommand(): CommandNode {
    this.lexer.next();
    const clauses: { condition: List; body: List }[] = [];
    let otherwise: List | undefined;
    for (;;) {
      const condition = this.list(new Set(['then']), undefined);
      this.expectWord('then');
      const body = this.list(new Set(['elif', 'else', 'fi']), undefined);
      clauses.push({ condition, body });
      const next = this.lexer.next() as { type: 'word'; plain: string };
      if (next.plain === 'elif') continue;
      if (next.plain === 'else') {
        otherwise = this.list(new Set(['fi']), undefined);
        this.lexer.next();
      }
      const node: CommandNode = { kind: 'if', clauses, redirects: this.redirects() };
      return otherwise ? { ...node, otherwise } : node;
    }
  }

  private forCommand(): CommandNode {
    this.lexer.next();
    const name = this.name();
    let items: Word[] | undefined;
    this.skipNewlines();
    if (this.isReserved(this.lexer.peek(), 'in')) {
      this.lexer.next();
      items = [];
      for (let token = this.lexer.peek(); token.type === 'word'; token = this.lexer.peek())
        items.push((this.lexer.next() as { word: Word }).word);
      const sep = this.lexer.peek();
      if (!this.isOp(sep, ';') && !this.isOp(sep, '\n')) throw sep.type === 'eof' ? unexpectedEnd() : unexpectedToken(describe(sep));
      this.lexer.next();
    } else if (this.isOp(this.lexer.peek(), ';')) this.lexer.next();
    this.skipNewlines();
    this.expectWord('do');
    const body = this.list(new Set(['done']), undefined);
    this.lexer.next();
    const node: CommandNode = { kind: 'for', name, body, redirects: this.redirects() };
    return items ? { ...node, items } : node;
  }

  private whileCommand(until: boolean): CommandNode {
    this.lexer.next();
    const condition = this.list(new Set(['do']), undefined);
    this.lexer.next();
    const body = this.list(new Set(['done']), undefined);
    this.lexer.next();
    return { kind: 'while', until, condition, body, redirects: this.redirects() };
  }

  private caseCommand(): CommandNode {
    this.lexer.next();
    const subject = this.wordToken();
    this.skipNewlines();
    this.expectWord('in');
    const items: { patterns: Word[]; body: List }[] = [];
    for (;;) {
      this.skipNewlines();
      if (this.isReserved(this.lexer.peek(), 'esac')) break;
      if (this.isOp(this.lexer.peek(), '(')) this.lexer.next();
      const patterns = [this.wordToken()];
      while (this.isOp(this.lexer.peek(), '|')) {
        this.lexer.next();
        patterns.push(this.wordToken());
      }
      this.expect(')');
      const body = this.peekEndOfCase() ? [] : this.list(new Set(['esac']), ';;');
      items.push({ patterns, body });
      if (!this.isOp(this.lexer.peek(), ';;')) break;
      this.lexer.next();
    }
    this.skipNewlines();
    this.expectWord('esac');
    return { kind: 'case', subject, items, redirects: this.redirects() };
  }

  private peekEndOfCase(): boolean {
    this.skipNewlines();
    const token = this.lexer.peek();
    return this.isOp(token, ';;') || this.isReserved(token, 'esac');
  }

  private simpleCommand(): CommandNode {
    const assignments: Assignment[] = [];
    const words: Word[] = [];
    const redirects: Redirect[] = [];
    for (;;) {
      const token = this.lexer.peek();
      if (token.type === 'op' && REDIRECT_OPS.has(token.op)) redirects.push(this.redirect());
      else if (token.type === 'word') {
        this.lexer.next();
        const assignment = words.length === 0 ? toAssignment(token.word) : undefined;
        if (assignment) assignments.push(assignment);
        else words.push(token.word);
      } else break;
    }
    if (assignments.length + words.length + redirects.length === 0) {
      const token = this.lexer.peek();
      throw token.type === 'eof' ? unexpectedEnd() : unexpectedToken(describe(token));
    }
    return { kind: 'simple', assignments, words, redirects };
  }

  private redirects(): Redirect[] {
    const redirects: Redirect[] = [];
    for (let token = this.lexer.peek(); token.type === 'op' && REDIRECT_OPS.has(token.op); token = this.lexer.peek())
      redirects.push(this.redirect());
    return redirects;
  }

  private redirect(): Redirect {
    const token = this.lexer.next() as { op: string; fd?: number };
    const op = token.op === '>|' ? '>' : token.op === '<<-' ? '<<' : (token.op as Redirect['op']);
    const fd = token.fd ?? (op.startsWith('<') ? 0 : 1);
    const target = this.lexer.peek();
    if (target.type !== 'word') throw target.type === 'eof' ? unexpectedToken('newline') : unexpectedToken(describe(target));
    this.lexer.next();
    if (op !== '<<') return { fd, op, target: target.word };
    const redirect: Redirect = { fd, op, target: { parts: [], raw: '' } };
    this.lexer.addHeredoc(target.word, token.op === '<<-', (body) => (redirect.target = body));
    return redirect;
  }

  private name(): string {
    const token = this.lexer.next();
    if (token.type === 'word' && token.plain !== undefined && NAME.test(token.plain)) return token.plain;
    throw token.type === 'eof' ? unexpectedEnd() : unexpectedToken(describe(token));
  }

  private wordToken(): Word {
    const token = this.lexer.next();
    if (token.type === 'word') return token.word;
    throw token.type === 'eof' ? unexpectedEnd() : unexpectedToken(describe(token));
  }

  private expect(op: string): void {
    const token = this.lexer.next();
    if (!this.isOp(token, op)) throw token.type === 'eof' ? unexpectedEnd() : unexpectedToken(describe(token));
  }

  private expectWord(word: string): void {
    const token = this.lexer.next();
    if (!this.isReserved(token, word)) throw token.type === 'eof' ? unexpectedEnd() : unexpectedToken(describe(token));
  }

  /** Skips newlines; with `required`, the script must go on (after `&&`, `|`). */
  private skipNewlines(required = false): void {
    while (this.isOp(this.lexer.peek(), '\n')) this.lexer.next();
    if (required && this.lexer.peek().type === 'eof') throw unexpectedEnd();
  }

  private isOp(token: Token, op: string | undefined): boolean {
    return token.type === 'op' && token.op === op;
  }

  private isReserved(token: Token, word: string): boolean {
    return token.type === 'word' && token.plain === word;
  }
}

function toAssignment(word: Word): Assignment | undefined {
  const first = word.parts[0];
  if (first?.kind !== 'text' || first.quoted) return undefined;
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(\+?)=/.exec(first.text);
  if (!match) return undefined;
  const rest = first.text.slice(match[0].length);
  const parts = rest ? [{ ...first, text: rest }, ...word.parts.slice(1)] : word.parts.slice(1);
  return { name: match[1]!, append: match[2] === '+', value: { parts, raw: word.raw.slice(match[0].length) } };
}
