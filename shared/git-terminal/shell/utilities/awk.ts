import type { Command } from '../../command.ts';
import { AwkParser, AwkSyntaxError, type AwkExpr, type AwkRule, type AwkStmt } from './awk-parser.ts';
import { formatPrintf } from './echo-printf.ts';
import { posixToJs } from './posix-regex.ts';
import { readInputs, UtilityOutput } from './utility-output.ts';

/** An awk value: a number, a string, or input text that compares as a number when it looks like one. */
type Value = number | string | { input: string };

class ControlFlow {
  constructor(
    readonly word: 'next' | 'break' | 'continue' | 'exit',
    readonly status = 0,
  ) {}
}

const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

function toNumber(value: Value): number {
  const text = typeof value === 'number' ? undefined : typeof value === 'string' ? value : value.input;
  if (text === undefined) return value as number;
  const match = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(text);
  return match ? Number(match[0]) : 0;
}

function toText(value: Value): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number') return value.input;
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toPrecision(6)));
}

function looksNumeric(value: Value): boolean {
  return typeof value === 'number' || (typeof value !== 'string' && NUMERIC.test(value.input));
}

/** Runs a parsed awk program over its input. */
class AwkRun {
  private readonly vars = new Map<string, Value>();
  private readonly arrays = new Map<string, Map<string, Value>>();
  private fields: string[] = [''];
  private readonly ranges = new Map<AwkRule, boolean>();
  out = '';

  constructor(private readonly rules: AwkRule[]) {
    for (const [name, value] of Object.entries({
      FS: ' ',
      OFS: ' ',
      ORS: '\n',
      NR: 0,
      NF: 0,
      FNR: 0,
      SUBSEP: '\x1c',
      RSTART: 0,
      RLENGTH: -1,
    }))
      this.vars.set(name, value);
  }

  setVar(name: string, value: string): void {
    this.vars.set(name, { input: value });
  }

  private get(name: string): Value {
    return this.vars.get(name) ?? '';
  }

  private array(name: string): Map<string, Value> {
    let array = this.arrays.get(name);
    if (!array) this.arrays.set(name, (array = new Map()));
    return array;
  }

  private setRecord(line: string): void {
    const fs = toText(this.get('FS'));
    let parts: string[];
    if (fs === ' ') parts = line.split(/[ \t\n]+/).filter(Boolean);
    else if (line === '') parts = [];
    else if (fs.length === 1 && fs !== '\\') parts = line.split(fs);
    else parts = line.split(new RegExp(posixToJs(fs, true)));
    this.fields = [line, ...parts];
    this.vars.set('NF', parts.length);
  }

  private setField(index: number, value: string): void {
    if (index === 0) {
      this.setRecord(value);
      return;
    }
    while (this.fields.length <= index) this.fields.push('');
    this.fields[index] = value;
    this.vars.set('NF', this.fields.length - 1);
    this.fields[0] = this.fields.slice(1).join(toText(this.get('OFS')));
  }

  /** Runs BEGIN, every record, then END; returns the exit status. */
  run(lines: string[]): number {
    try {
      for (const rule of this.rules) if (rule.pattern === 'BEGIN') this.execute(rule.action ?? []);
      if (this.rules.some((rule) => rule.pattern !== 'BEGIN')) {
        for (const line of lines) {
          this.vars.set('NR', toNumber(this.get('NR')) + 1);
          this.vars.set('FNR', toNumber(this.get('FNR')) + 1);
          this.setRecord(line);
          try {
            for (const rule of this.rules) if (rule.pattern !== 'BEGIN' && rule.pattern !== 'END' && this.selects(rule)) this.action(rule);
          } catch (signal) {
            if (!(signal instanceof ControlFlow) || signal.word !== 'next') throw signal;
          }
        }
      }
    } catch (signal) {
      if (!(signal instanceof ControlFlow) || signal.word !== 'exit') throw signal;
      this.runEnd();
      return signal.status;
    }
    return this.runEnd();
  }

  private runEnd(): number {
    try {
      for (const rule of this.rules) if (rule.pattern === 'END') this.execute(rule.action ?? []);
    } catch (signal) {
      if (!(signal instanceof ControlFlow) || signal.word !== 'exit') throw signal;
      return signal.status;
    }
    return 0;
  }

  private selects(rule: AwkRule): boolean {
    const pattern = rule.pattern as AwkExpr | undefined;
    if (!pattern) return true;
    if (!rule.range) return this.truthy(pattern);
    if (this.ranges.get(rule)) {
      if (this.truthy(rule.range)) this.ranges.set(rule, false);
      return true;
    }
    if (!this.truthy(pattern)) return false;
    this.ranges.set(rule, !this.truthy(rule.range));
    return true;
  }

  private action(rule: AwkRule): void {
    if (rule.action) this.execute(rule.action);
    else this.out += `${this.fields[0]}${toText(this.get('ORS'))}`;
  }

  private truthy(expr: AwkExpr): boolean {
    if (expr.kind === 'regex') return this.regex(expr.source).test(this.fields[0]!);
    const value = this.eval(expr);
    if (typeof value === 'number') return value !== 0;
    if (typeof value === 'string') return value !== '';
    return looksNumeric(value) ? toNumber(value) !== 0 : value.input !== '';
  }

  private regex(source: string, flags = ''): RegExp {
    return new RegExp(posixToJs(source, true), flags);
  }

  private execute(statements: AwkStmt[]): void {
    for (const statement of statements) this.statement(statement);
  }

  private loop(body: AwkStmt[]): 'break' | undefined {
    try {
      this.execute(body);
    } catch (signal) {
      if (signal instanceof ControlFlow && signal.word === 'break') return 'break';
      if (!(signal instanceof ControlFlow) || signal.word !== 'continue') throw signal;
    }
    return undefined;
  }

  private statement(statement: AwkStmt): void {
    switch (statement.kind) {
      case 'print': {
        const values = statement.args.map((arg) => this.eval(arg));
        if (statement.format) {
          const [format = '', ...rest] = values.map(toText);
          this.out += formatPrintf(format, rest, false).text;
        } else {
          const line = values.length === 0 ? this.fields[0]! : values.map(toText).join(toText(this.get('OFS')));
          this.out += line + toText(this.get('ORS'));
        }
        return;
      }
      case 'expr':
        this.eval(statement.expr);
        return;
      case 'if':
        if (this.truthy(statement.test)) this.execute(statement.yes);
        else if (statement.no) this.execute(statement.no);
        return;
      case 'while':
        if (statement.doFirst && this.loop(statement.body) === 'break') return;
        while (this.truthy(statement.test)) if (this.loop(statement.body) === 'break') return;
        return;
      case 'for':
        if (statement.init) this.eval(statement.init);
        while (!statement.test || this.truthy(statement.test)) {
          if (this.loop(statement.body) === 'break') return;
          if (statement.step) this.eval(statement.step);
        }
        return;
      case 'forIn':
        for (const key of [...this.array(statement.array).keys()]) {
          this.vars.set(statement.name, key);
          if (this.loop(statement.body) === 'break') return;
        }
        return;
      case 'delete':
        if (statement.keys) this.array(statement.name).delete(this.key(statement.keys));
        else this.array(statement.name).clear();
        return;
      case 'simple':
        throw new ControlFlow(statement.word, statement.value ? toNumber(this.eval(statement.value)) : 0);
    }
  }

  private key(keys: AwkExpr[]): string {
    return keys.map((key) => toText(this.eval(key))).join(toText(this.get('SUBSEP')));
  }

  private assign(target: AwkExpr, value: Value): Value {
    if (target.kind === 'var') this.vars.set(target.name, value);
    else if (target.kind === 'field') this.setField(toNumber(this.eval(target.index)), toText(value));
    else if (target.kind === 'index') this.array(target.name).set(this.key(target.keys), value);
    return value;
  }

  private eval(expr: AwkExpr): Value {
    switch (expr.kind) {
      case 'num':
        return expr.value;
      case 'str':
        return expr.value;
      case 'regex':
        return Number(this.regex(expr.source).test(this.fields[0]!));
      case 'group':
        return this.eval(expr.expr);
      case 'var':
        return this.get(expr.name);
      case 'field': {
        const index = toNumber(this.eval(expr.index));
        return { input: this.fields[index] ?? '' };
      }
      case 'index':
        return this.array(expr.name).get(this.key(expr.keys)) ?? '';
      case 'in':
        return Number(this.array(expr.name).has(toText(this.eval(expr.key))));
      case 'assign': {
        const right = this.eval(expr.value);
        if (expr.op === '=') return this.assign(expr.target, typeof right === 'object' ? { ...right } : right);
        return this.assign(expr.target, this.arithmetic(expr.op.slice(0, -1), toNumber(this.eval(expr.target)), toNumber(right)));
      }
      case 'incr': {
        const before = toNumber(this.eval(expr.target));
        const after = before + (expr.op === '++' ? 1 : -1);
        this.assign(expr.target, after);
        return expr.prefix ? after : before;
      }
      case 'unary': {
        if (expr.op === '!') return Number(!this.truthy(expr.operand));
        const value = toNumber(this.eval(expr.operand));
        return expr.op === '-' ? -value : value;
      }
      case 'cond':
        return this.truthy(expr.test) ? this.eval(expr.yes) : this.eval(expr.no);
      case 'binary':
        return this.binary(expr.op, expr.left, expr.right);
      case 'call':
        return this.call(expr.name, expr.args);
    }
  }

  private arithmetic(op: string, a: number, b: number): number {
    switch (op) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        if (b === 0) throw new AwkSyntaxError('division by zero');
        return a / b;
      case '%':
        if (b === 0) throw new AwkSyntaxError('division by zero in %');
        return a % b;
      default:
        return a ** b;
    }
  }

  private binary(op: string, leftExpr: AwkExpr, rightExpr: AwkExpr): Value {
    if (op === '&&') return Number(this.truthy(leftExpr) && this.truthy(rightExpr));
    if (op === '||') return Number(this.truthy(leftExpr) || this.truthy(rightExpr));
    if (op === '~' || op === '!~') {
      const text = toText(this.eval(leftExpr));
      const source = rightExpr.kind === 'regex' ? rightExpr.source : toText(this.eval(rightExpr));
      return Number(this.regex(source).test(text) === (op === '~'));
    }
    const left = this.eval(leftExpr);
    const right = this.eval(rightExpr);
    if (op === 'concat') return toText(left) + toText(right);
    if (['<', '<=', '>', '>=', '==', '!='].includes(op)) {
      const numeric = looksNumeric(left) && looksNumeric(right);
      const a = numeric ? toNumber(left) : toText(left);
      const b = numeric ? toNumber(right) : toText(right);
      const result =
        op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : op === '>=' ? a >= b : op === '==' ? a === b : a !== b;
      return Number(result);
    }
    return this.arithmetic(op, toNumber(left), toNumber(right));
  }

  private call(name: string, args: AwkExpr[]): Value {
    const text = (index: number) => toText(args[index] ? this.eval(args[index]) : { input: this.fields[0]! });
    const regexArg = (index: number, flags = '') => {
      const arg = args[index]!;
      return this.regex(arg.kind === 'regex' ? arg.source : toText(this.eval(arg)), flags);
    };
    switch (name) {
      case 'length':
        return [...text(0)].length;
      case 'substr': {
        const chars = [...text(0)];
        const start = Math.round(toNumber(this.eval(args[1]!)));
        const length = args[2] ? Math.round(toNumber(this.eval(args[2]))) : chars.length;
        const from = Math.max(start, 1);
        const to = Math.min(start + length, chars.length + 1);
        return chars.slice(from - 1, Math.max(from - 1, to - 1)).join('');
      }
      case 'index':
        return text(0).indexOf(text(1)) + 1;
      case 'split': {
        const target = args[1]!;
        const name = target.kind === 'var' ? target.name : '';
        const separator = args[2] ? (args[2].kind === 'regex' ? args[2].source : toText(this.eval(args[2]))) : toText(this.get('FS'));
        const source = text(0);
        const parts =
          separator === ' '
            ? source.split(/[ \t\n]+/).filter(Boolean)
            : source === ''
              ? []
              : source.split(separator.length === 1 ? separator : this.regex(separator));
        const array = this.array(name);
        array.clear();
        parts.forEach((part, index) => array.set(String(index + 1), { input: part }));
        return parts.length;
      }
      case 'sub':
      case 'gsub': {
        const target: AwkExpr = args[2] ?? { kind: 'field', index: { kind: 'num', value: 0 } };
        const regex = regexArg(0, name === 'gsub' ? 'g' : '');
        const replacement = text(1);
        let count = 0;
        const result = toText(this.eval(target)).replace(regex, (match) => {
          count++;
          return replacement.replace(/\\\\|\\&|&/g, (token) => (token === '&' ? match : token.slice(1)));
        });
        if (count > 0) this.assign(target, result);
        return count;
      }
      case 'match': {
        const found = regexArg(1).exec(text(0));
        this.vars.set('RSTART', found ? found.index + 1 : 0);
        this.vars.set('RLENGTH', found ? found[0].length : -1);
        return found ? found.index + 1 : 0;
      }
      case 'sprintf': {
        const [format = '', ...rest] = args.map((arg) => toText(this.eval(arg)));
        return formatPrintf(format, rest, false).text;
      }
      case 'toupper':
        return text(0).toUpperCase();
      case 'tolower':
        return text(0).toLowerCase();
      case 'int':
        return Math.trunc(toNumber(this.eval(args[0]!)));
      default: {
        const value = toNumber(this.eval(args[0]!));
        return { sqrt: Math.sqrt, exp: Math.exp, log: Math.log, sin: Math.sin, cos: Math.cos }[name as 'sqrt'](value);
      }
    }
  }
}

/** `awk [-F sep] [-v var=value] 'program' [file...]`. */
export const awk: Command = (context) => {
  const output = new UtilityOutput('awk');
  const assignments: [string, string][] = [];
  let separator: string | undefined;
  let program: string | undefined;
  const files: string[] = [];
  const args = context.args;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (program === undefined && arg === '-F') separator = args[++i];
    else if (program === undefined && arg.startsWith('-F')) separator = arg.slice(2);
    else if (program === undefined && (arg === '-v' || arg.startsWith('-v'))) {
      const assignment = arg === '-v' ? (args[++i] ?? '') : arg.slice(2);
      const cut = assignment.indexOf('=');
      assignments.push([assignment.slice(0, cut), assignment.slice(cut + 1)]);
    } else if (program === undefined) program = arg;
    else files.push(arg);
  }
  if (program === undefined) {
    output.error('usage: awk [-F fs][-v var=value][prog | -f progfile][file ...]', 2);
    return output.result();
  }
  let run: AwkRun;
  try {
    run = new AwkRun(new AwkParser(program).program());
  } catch (error) {
    if (!(error instanceof AwkSyntaxError)) throw error;
    output.error(error.message, 2);
    return output.result();
  }
  if (separator !== undefined) run.setVar('FS', separator === 't' ? '\t' : separator);
  for (const [name, value] of assignments) run.setVar(name, value);
  const needsInput = /\S/.test(program.replace(/BEGIN\s*\{[^}]*\}/g, ''));
  const lines = needsInput
    ? readInputs(context, files, output).flatMap(({ text }) => {
        const all = text.split('\n');
        if (all.at(-1) === '') all.pop();
        return all;
      })
    : [];
  try {
    output.code = run.run(lines) || output.code;
  } catch (error) {
    if (!(error instanceof AwkSyntaxError)) throw error;
    output.error(error.message, 2);
  }
  output.out(run.out);
  return output.result();
};
