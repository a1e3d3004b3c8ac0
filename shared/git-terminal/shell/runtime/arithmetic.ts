import { CommandError } from './control-flow.ts';

/** The variables an arithmetic expression reads and assigns. */
export interface ArithmeticScope {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
}

const TOKEN = /\s*(0[xX][0-9a-fA-F]+|\d+|[A-Za-z_][A-Za-z0-9_]*|\*\*=?|<<=?|>>=?|&&|\|\||\+\+|--|[-+*/%&|^<>=!]=|[-+*/%()<>=!~?:&|^,])/y;
const BINARY: Record<string, number> = {
  ',': 1,
  '||': 4,
  '&&': 5,
  '|': 6,
  '^': 7,
  '&': 8,
  '==': 9,
  '!=': 9,
  '<': 10,
  '>': 10,
  '<=': 10,
  '>=': 10,
  '<<': 11,
  '>>': 11,
  '+': 12,
  '-': 12,
  '*': 13,
  '/': 13,
  '%': 13,
  '**': 14,
};
const ASSIGN = new Set(['=', '+=', '-=', '*=', '/=', '%=', '**=', '<<=', '>>=', '&=', '|=', '^=']);

/** Evaluates `$(( ... ))` with bash's 64-bit integer rules, approximated by JavaScript numbers truncated to integers. */
export function evaluateArithmetic(expression: string, scope: ArithmeticScope, depth = 0): number {
  const tokens: string[] = [];
  let pos = 0;
  for (;;) {
    TOKEN.lastIndex = pos;
    const match = TOKEN.exec(expression);
    if (!match) break;
    tokens.push(match[1]!);
    pos = TOKEN.lastIndex;
  }
  const rest = expression.slice(pos).trim();
  if (rest) throw new CommandError(`${expression.trim()}: syntax error: invalid arithmetic operator (error token is "${rest}")`);
  let i = 0;
  const fail = (): never => {
    const token = tokens.slice(i).join(' ');
    throw new CommandError(
      `${expression.trim()}: syntax error: ${token ? `operand expected (error token is "${token}")` : 'operand expected (error token is "")'}`,
    );
  };
  const valueOf = (name: string): number => {
    if (depth > 20) throw new CommandError(`${name}: expression recursion level exceeded`);
    const raw = scope.get(name) ?? '';
    return raw.trim() === '' ? 0 : evaluateArithmetic(raw, scope, depth + 1);
  };
  const apply = (op: string, a: number, b: number): number => {
    switch (op) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
      case '%':
        if (b === 0) throw new CommandError(`${expression.trim()}: division by 0 (error token is "${tokens.slice(i - 1).join(' ')}")`);
        return op === '/' ? Math.trunc(a / b) : a % b;
      case '**':
        return a ** b;
      case '<<':
        return a << b;
      case '>>':
        return a >> b;
      case '&':
        return a & b;
      case '|':
        return a | b;
      case '^':
        return a ^ b;
      case '<':
        return Number(a < b);
      case '>':
        return Number(a > b);
      case '<=':
        return Number(a <= b);
      case '>=':
        return Number(a >= b);
      case '==':
        return Number(a === b);
      case '!=':
        return Number(a !== b);
      case '&&':
        return Number(a !== 0 && b !== 0);
      case '||':
        return Number(a !== 0 || b !== 0);
      default:
        return b;
    }
  };
  const primary = (): number => {
    const token = tokens[i++];
    if (token === undefined) return fail();
    if (token === '(') {
      const value = expr(0);
      if (tokens[i++] !== ')') fail();
      return value;
    }
    if (token === '-' || token === '+') return token === '-' ? -primary() : primary();
    if (token === '!') return Number(primary() === 0);
    if (token === '~') return ~primary();
    if (token === '++' || token === '--') {
      const name = tokens[i++] ?? '';
      const value = valueOf(name) + (token === '++' ? 1 : -1);
      scope.set(name, String(value));
      return value;
    }
    if (/^\d/.test(token))
      return token.startsWith('0x') || token.startsWith('0X')
        ? parseInt(token, 16)
        : /^0\d/.test(token)
          ? parseInt(token, 8)
          : Number(token);
    if (/^[A-Za-z_]/.test(token)) {
      const next = tokens[i];
      if (next !== undefined && ASSIGN.has(next)) {
        i++;
        const right = expr(2);
        const value = next === '=' ? right : apply(next.slice(0, -1), valueOf(token), right);
        scope.set(token, String(value));
        return value;
      }
      if (next === '++' || next === '--') {
        i++;
        const value = valueOf(token);
        scope.set(token, String(value + (next === '++' ? 1 : -1)));
        return value;
      }
      return valueOf(token);
    }
    i--;
    return fail();
  };
  const expr = (minPrecedence: number): number => {
    let left = primary();
    for (;;) {
      const op = tokens[i];
      if (op === '?' && minPrecedence <= 3) {
        i++;
        const yes = expr(0);
        if (tokens[i++] !== ':') fail();
        const no = expr(3);
        left = left !== 0 ? yes : no;
        continue;
      }
      const precedence = op === undefined ? undefined : BINARY[op];
      if (precedence === undefined || precedence < minPrecedence) return left;
      i++;
      const right = expr(op === '**' ? precedence : precedence + 1);
      left = Math.trunc(apply(op!, left, right));
    }
  };
  if (tokens.length === 0) return 0;
  const value = expr(0);
  if (i < tokens.length) fail();
  return value;
}
