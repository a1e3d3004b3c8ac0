/** The syntax of the awk subset the terminal runs: patterns, actions, expressions and the common statements. */

export type AwkExpr =
  | { kind: 'num'; value: number }
  | { kind: 'str'; value: string }
  | { kind: 'regex'; source: string }
  | { kind: 'var'; name: string }
  | { kind: 'field'; index: AwkExpr }
  | { kind: 'index'; name: string; keys: AwkExpr[] }
  | { kind: 'assign'; op: string; target: AwkExpr; value: AwkExpr }
  | { kind: 'incr'; op: '++' | '--'; prefix: boolean; target: AwkExpr }
  | { kind: 'unary'; op: string; operand: AwkExpr }
  | { kind: 'binary'; op: string; left: AwkExpr; right: AwkExpr }
  | { kind: 'cond'; test: AwkExpr; yes: AwkExpr; no: AwkExpr }
  | { kind: 'in'; key: AwkExpr; name: string }
  | { kind: 'call'; name: string; args: AwkExpr[] }
  | { kind: 'group'; expr: AwkExpr };

export type AwkStmt =
  | { kind: 'print'; args: AwkExpr[]; format: boolean }
  | { kind: 'expr'; expr: AwkExpr }
  | { kind: 'if'; test: AwkExpr; yes: AwkStmt[]; no?: AwkStmt[] }
  | { kind: 'while'; test: AwkExpr; body: AwkStmt[]; doFirst: boolean }
  | { kind: 'for'; init?: AwkExpr; test?: AwkExpr; step?: AwkExpr; body: AwkStmt[] }
  | { kind: 'forIn'; name: string; array: string; body: AwkStmt[] }
  | { kind: 'simple'; word: 'next' | 'break' | 'continue' | 'exit'; value?: AwkExpr }
  | { kind: 'delete'; name: string; keys?: AwkExpr[] };

export interface AwkRule {
  pattern?: AwkExpr | 'BEGIN' | 'END';
  range?: AwkExpr;
  action?: AwkStmt[];
}

export class AwkSyntaxError extends Error {}

type Token = { type: 'num' | 'str' | 'regex' | 'name' | 'func' | 'op' | 'newline' | 'eof'; text: string };

const BUILTIN_FUNCS = new Set([
  'length',
  'substr',
  'index',
  'split',
  'sub',
  'gsub',
  'match',
  'sprintf',
  'toupper',
  'tolower',
  'int',
  'sqrt',
  'exp',
  'log',
  'sin',
  'cos',
]);
const OPS = [
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '^=',
  '==',
  '<=',
  '>=',
  '!=',
  '++',
  '--',
  '&&',
  '||',
  '!~',
  '>>',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ';',
  ',',
  '+',
  '-',
  '*',
  '/',
  '%',
  '^',
  '!',
  '>',
  '<',
  '|',
  '?',
  ':',
  '~',
  '$',
  '=',
];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const regexAllowed = () => {
    const last = tokens.at(-1);
    return (
      !last || (last.type === 'op' && !')]$'.includes(last.text) && last.text !== '++' && last.text !== '--') || last.type === 'newline'
    );
  };
  while (i < source.length) {
    const c = source[i]!;
    if (c === ' ' || c === '\t' || (c === '\\' && source[i + 1] === '\n')) i += c === '\\' ? 2 : 1;
    else if (c === '#') while (i < source.length && source[i] !== '\n') i++;
    else if (c === '\n') {
      tokens.push({ type: 'newline', text: '\n' });
      i++;
    } else if (/[0-9.]/.test(c) && /^(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.test(source.slice(i))) {
      const number = /^(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(source.slice(i))![0];
      tokens.push({ type: 'num', text: number });
      i += number.length;
    } else if (/[A-Za-z_]/.test(c)) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))![0];
      tokens.push({ type: BUILTIN_FUNCS.has(name) ? 'func' : 'name', text: name });
      i += name.length;
    } else if (c === '"') {
      let text = '';
      for (i++; i < source.length && source[i] !== '"'; i++) {
        if (source[i] !== '\\') text += source[i];
        else {
          const next = source[++i] ?? '';
          text += { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', '/': '/' }[next] ?? `\\${next}`;
        }
      }
      if (i >= source.length) throw new AwkSyntaxError('unterminated string');
      tokens.push({ type: 'str', text });
      i++;
    } else if (c === '/' && regexAllowed()) {
      let text = '';
      for (i++; i < source.length && source[i] !== '/'; i++) text += source[i] === '\\' && source[i + 1] === '/' ? source[++i] : source[i];
      if (i >= source.length) throw new AwkSyntaxError('unterminated regexp');
      tokens.push({ type: 'regex', text });
      i++;
    } else {
      const op = OPS.find((candidate) => source.startsWith(candidate, i));
      if (!op) throw new AwkSyntaxError(`syntax error at source line 1: unexpected character '${c}'`);
      tokens.push({ type: 'op', text: op });
      i += op.length;
    }
  }
  tokens.push({ type: 'eof', text: '' });
  return tokens;
}

/** A recursive-descent parser over awk tokens. */
export class AwkParser {
  private readonly tokens: Token[];
  private pos = 0;
  /** Inside `print` arguments, where `>` would redirect rather than compare. */
  private noGreater = false;

  constructor(source: string) {
    this.tokens = tokenize(source);
  }

  private peek(): Token {
    return this.tokens[this.pos]!;
  }

  private is(text: string): boolean {
    const token = this.peek();
    return (token.type === 'op' || token.type === 'name') && token.text === text;
  }

  private take(text: string): void {
    if (!this.is(text)) this.fail();
    this.pos++;
  }

  private fail(): never {
    const token = this.peek();
    throw new AwkSyntaxError(`syntax error at source line 1 near ${token.type === 'eof' ? 'end of program' : `'${token.text}'`}`);
  }

  private skipTerminators(): void {
    while (this.peek().type === 'newline' || this.is(';')) this.pos++;
  }

  private skipNewlines(): void {
    while (this.peek().type === 'newline') this.pos++;
  }

  program(): AwkRule[] {
    const rules: AwkRule[] = [];
    this.skipTerminators();
    while (this.peek().type !== 'eof') {
      const rule: AwkRule = {};
      if (this.is('BEGIN') || this.is('END')) rule.pattern = this.tokens[this.pos++]!.text as 'BEGIN' | 'END';
      else if (!this.is('{')) {
        rule.pattern = this.expr();
        if (this.is(',')) {
          this.pos++;
          rule.range = this.expr();
        }
      }
      if (this.is('{')) rule.action = this.block();
      rules.push(rule);
      this.skipTerminators();
    }
    return rules;
  }

  private block(): AwkStmt[] {
    this.take('{');
    const statements: AwkStmt[] = [];
    this.skipTerminators();
    while (!this.is('}')) {
      if (this.peek().type === 'eof') this.fail();
      statements.push(...this.statement());
      this.skipTerminators();
    }
    this.pos++;
    return statements;
  }

  /** One statement, or a block's statements. */
  private body(): AwkStmt[] {
    this.skipNewlines();
    if (this.is('{')) return this.block();
    const statement = this.statement();
    if (this.is(';')) this.pos++;
    return statement;
  }

  private statement(): AwkStmt[] {
    const token = this.peek();
    if (this.is('{')) return this.block();
    if (token.type === 'name') {
      switch (token.text) {
        case 'print':
        case 'printf': {
          this.pos++;
          this.noGreater = true;
          const parenthesized = this.is('(');
          const args: AwkExpr[] = [];
          if (!this.endOfSimple()) {
            args.push(this.expr());
            while (this.is(',')) {
              this.pos++;
              args.push(this.expr());
            }
          }
          this.noGreater = false;
          const unwrapped = parenthesized && args.length === 1 && args[0]!.kind === 'group' ? [args[0]!.expr] : args;
          return [{ kind: 'print', args: unwrapped, format: token.text === 'printf' }];
        }
        case 'if': {
          this.pos++;
          this.take('(');
          const test = this.expr();
          this.take(')');
          const yes = this.body();
          const save = this.pos;
          this.skipTerminators();
          if (this.is('else')) {
            this.pos++;
            return [{ kind: 'if', test, yes, no: this.body() }];
          }
          this.pos = save;
          return [{ kind: 'if', test, yes }];
        }
        case 'while': {
          this.pos++;
          this.take('(');
          const test = this.expr();
          this.take(')');
          return [{ kind: 'while', test, body: this.body(), doFirst: false }];
        }
        case 'do': {
          this.pos++;
          const body = this.body();
          this.skipTerminators();
          this.take('while');
          this.take('(');
          const test = this.expr();
          this.take(')');
          return [{ kind: 'while', test, body, doFirst: true }];
        }
        case 'for':
          return [this.forStatement()];
        case 'next':
        case 'break':
        case 'continue':
        case 'exit': {
          this.pos++;
          const value = token.text === 'exit' && !this.endOfSimple() ? this.expr() : undefined;
          return [value ? { kind: 'simple', word: token.text, value } : { kind: 'simple', word: token.text as 'next' }];
        }
        case 'delete': {
          this.pos++;
          const name = this.peek().text;
          this.pos++;
          if (!this.is('[')) return [{ kind: 'delete', name }];
          return [{ kind: 'delete', name, keys: this.subscripts() }];
        }
      }
    }
    return [{ kind: 'expr', expr: this.expr() }];
  }

  private endOfSimple(): boolean {
    const token = this.peek();
    return token.type === 'newline' || token.type === 'eof' || this.is(';') || this.is('}');
  }

  private forStatement(): AwkStmt {
    this.pos++;
    this.take('(');
    const [a, b, c] = [this.tokens[this.pos], this.tokens[this.pos + 1], this.tokens[this.pos + 2]];
    if (a?.type === 'name' && b?.text === 'in' && c?.type === 'name' && this.tokens[this.pos + 3]?.text === ')') {
      this.pos += 4;
      return { kind: 'forIn', name: a.text, array: c.text, body: this.body() };
    }
    const part = (end: string) => {
      const expr = this.is(end) ? undefined : this.expr();
      this.take(end);
      return expr;
    };
    const init = part(';');
    const test = part(';');
    const step = part(')');
    const statement: AwkStmt = { kind: 'for', body: this.body() };
    if (init) statement.init = init;
    if (test) statement.test = test;
    if (step) statement.step = step;
    return statement;
  }

  private subscripts(): AwkExpr[] {
    this.take('[');
    const keys = [this.expr()];
    while (this.is(',')) {
      this.pos++;
      keys.push(this.expr());
    }
    this.take(']');
    return keys;
  }

  expr(): AwkExpr {
    return this.ternary();
  }

  private ternary(): AwkExpr {
    const test = this.binary(0);
    if (this.is('?')) {
      this.pos++;
      const yes = this.ternary();
      this.take(':');
      return { kind: 'cond', test, yes, no: this.ternary() };
    }
    if (
      ['=', '+=', '-=', '*=', '/=', '%=', '^='].some((op) => this.is(op)) &&
      (test.kind === 'var' || test.kind === 'field' || test.kind === 'index')
    ) {
      const op = this.tokens[this.pos++]!.text;
      return { kind: 'assign', op, target: test, value: this.ternary() };
    }
    return test;
  }

  /** Binary operators by precedence: `||`, `&&`, `in`, `~`, comparison, concatenation, `+`, `*`. */
  private binary(level: number): AwkExpr {
    const levels = [['||'], ['&&'], ['in'], ['~', '!~'], ['<', '<=', '>', '>=', '!=', '=='], ['concat'], ['+', '-'], ['*', '/', '%']];
    if (level >= levels.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const ops = levels[level]!;
      if (ops[0] === 'concat') {
        if (!this.startsOperand()) return left;
        left = { kind: 'binary', op: 'concat', left, right: this.binary(level + 1) };
        continue;
      }
      const op = ops.find((candidate) => this.is(candidate) && !(candidate === '>' && this.noGreater));
      if (!op) return left;
      this.pos++;
      if (op === '&&' || op === '||') this.skipNewlines();
      if (op === 'in') {
        left = { kind: 'in', key: left, name: this.peek().text };
        this.pos++;
      } else left = { kind: 'binary', op, left, right: this.binary(level + 1) };
    }
  }

  private startsOperand(): boolean {
    const token = this.peek();
    if (['num', 'str', 'name', 'func'].includes(token.type)) return !['in', 'getline'].includes(token.text);
    return this.is('$') || this.is('(') || this.is('!') || this.is('-') || this.is('++') || this.is('--');
  }

  private unary(): AwkExpr {
    if (this.is('!') || this.is('-') || this.is('+')) {
      const op = this.tokens[this.pos++]!.text;
      return { kind: 'unary', op, operand: this.unary() };
    }
    return this.power();
  }

  private power(): AwkExpr {
    const base = this.postfix();
    if (!this.is('^')) return base;
    this.pos++;
    return { kind: 'binary', op: '^', left: base, right: this.unary() };
  }

  private postfix(): AwkExpr {
    if (this.is('++') || this.is('--')) {
      const op = this.tokens[this.pos++]!.text as '++' | '--';
      return { kind: 'incr', op, prefix: true, target: this.postfix() };
    }
    const operand = this.primary();
    if ((this.is('++') || this.is('--')) && (operand.kind === 'var' || operand.kind === 'field' || operand.kind === 'index')) {
      const op = this.tokens[this.pos++]!.text as '++' | '--';
      return { kind: 'incr', op, prefix: false, target: operand };
    }
    return operand;
  }

  private primary(): AwkExpr {
    const token = this.peek();
    this.pos++;
    switch (token.type) {
      case 'num':
        return { kind: 'num', value: Number(token.text) };
      case 'str':
        return { kind: 'str', value: token.text };
      case 'regex':
        return { kind: 'regex', source: token.text };
      case 'func': {
        const args: AwkExpr[] = [];
        if (this.is('(')) {
          this.pos++;
          const greater = this.noGreater;
          this.noGreater = false;
          if (!this.is(')')) {
            args.push(this.expr());
            while (this.is(',')) {
              this.pos++;
              args.push(this.expr());
            }
          }
          this.noGreater = greater;
          this.take(')');
        }
        return { kind: 'call', name: token.text, args };
      }
      case 'name':
        if (this.is('[')) return { kind: 'index', name: token.text, keys: this.subscripts() };
        return { kind: 'var', name: token.text };
      case 'op':
        if (token.text === '$') return { kind: 'field', index: this.postfixOperand() };
        if (token.text === '(') {
          const greater = this.noGreater;
          this.noGreater = false;
          const expr = this.expr();
          this.noGreater = greater;
          this.take(')');
          return { kind: 'group', expr };
        }
    }
    this.pos--;
    return this.fail();
  }

  /** The operand of `$`: a number, a name or a parenthesized expression, binding tighter than arithmetic. */
  private postfixOperand(): AwkExpr {
    if (this.is('++') || this.is('--') || this.is('-')) return this.unary();
    return this.primary();
  }
}
