import { resolvePath } from '../../memory-fs.ts';
import type { Builtin, Shell } from '../runtime/interpreter.ts';

/** A test that cannot be evaluated, reported as bash does with status 2. */
class TestError {
  constructor(readonly message: string) {}
}

const UNARY = new Set(['-e', '-f', '-d', '-s', '-r', '-w', '-x', '-z', '-n', '-L', '-h', '-a']);
const BINARY = new Set(['=', '==', '!=', '<', '>', '-eq', '-ne', '-lt', '-le', '-gt', '-ge', '-nt', '-ot']);

function integer(text: string): number {
  if (!/^\s*[-+]?\d+\s*$/.test(text)) throw new TestError(`${text}: integer expression expected`);
  return Number(text);
}

function unary(shell: Shell, op: string, operand: string): boolean {
  const path = resolvePath(shell.state.cwd, operand);
  const fs = shell.fs;
  switch (op) {
    case '-z':
      return operand === '';
    case '-n':
      return operand !== '';
    case '-f':
      return fs.isFile(path);
    case '-d':
    case '-x':
      return fs.isDir(path);
    case '-s':
      return fs.isDir(path) || (fs.isFile(path) && fs.readFile(path) !== '');
    case '-L':
    case '-h':
      return false;
    default:
      return fs.exists(path);
  }
}

function binary(left: string, op: string, right: string): boolean {
  switch (op) {
    case '=':
    case '==':
      return left === right;
    case '!=':
      return left !== right;
    case '<':
      return left < right;
    case '>':
      return left > right;
    case '-eq':
      return integer(left) === integer(right);
    case '-ne':
      return integer(left) !== integer(right);
    case '-lt':
      return integer(left) < integer(right);
    case '-le':
      return integer(left) <= integer(right);
    case '-gt':
      return integer(left) > integer(right);
    case '-ge':
      return integer(left) >= integer(right);
    default:
      return false;
  }
}

/** POSIX's rules by argument count, then `!`, `-a`, `-o` and parentheses for longer tests. */
function evaluate(shell: Shell, args: string[]): boolean {
  const [a, b, c, d] = args;
  switch (args.length) {
    case 0:
      return false;
    case 1:
      return a !== '';
    case 2:
      if (a === '!') return b === '';
      if (UNARY.has(a!)) return unary(shell, a!, b!);
      throw new TestError(`${a}: unary operator expected`);
    case 3:
      if (BINARY.has(b!)) return binary(a!, b!, c!);
      if (b === '-a') return a !== '' && c !== '';
      if (b === '-o') return a !== '' || c !== '';
      if (a === '!') return !evaluate(shell, args.slice(1));
      if (a === '(' && c === ')') return b !== '';
      throw new TestError(`${b}: binary operator expected`);
    case 4:
      if (a === '!') return !evaluate(shell, args.slice(1));
      if (a === '(' && d === ')') return evaluate(shell, args.slice(1, 3));
  }
  const or = args.indexOf('-o');
  if (or > 0) return evaluate(shell, args.slice(0, or)) || evaluate(shell, args.slice(or + 1));
  const and = args.indexOf('-a', 1);
  if (and > 0) return evaluate(shell, args.slice(0, and)) && evaluate(shell, args.slice(and + 1));
  throw new TestError('too many arguments');
}

function testCommand(name: 'test' | '['): Builtin {
  return (shell, args, io) => {
    if (name === '[') {
      if (args.at(-1) !== ']') {
        io.err.write("bash: [: missing `]'\n");
        return 2;
      }
      args = args.slice(0, -1);
    }
    try {
      return evaluate(shell, args) ? 0 : 1;
    } catch (error) {
      if (!(error instanceof TestError)) throw error;
      io.err.write(`bash: ${name}: ${error.message}\n`);
      return 2;
    }
  };
}

export const test = testCommand('test');
export const bracket = testCommand('[');
