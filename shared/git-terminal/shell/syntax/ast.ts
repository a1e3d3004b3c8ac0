/** The parsed form of a shell script, as the interpreter walks it. */

/** One piece of a word; `quoted` pieces are neither split into fields nor matched as file patterns. */
export type WordPart =
  | { kind: 'text'; text: string; quoted: boolean }
  | { kind: 'param'; name: string; quoted: boolean; op?: ParamOp }
  | { kind: 'command'; body: List; quoted: boolean }
  | { kind: 'arith'; expr: Word; quoted: boolean }
  | { kind: 'tilde' };

/** `${name:-word}` and friends; `length` is `${#name}`. */
export interface ParamOp {
  op: ':-' | '-' | ':=' | '=' | ':+' | '+' | ':?' | '?' | '#' | '##' | '%' | '%%' | '/' | '//' | 'length';
  arg: Word;
  /** The replacement of `${name/pattern/replacement}`. */
  replacement?: Word;
}

export interface Word {
  parts: WordPart[];
  /** The word as typed, for error messages and reserved words. */
  raw: string;
}

export interface Assignment {
  name: string;
  value: Word;
  append: boolean;
}

export interface Redirect {
  fd: number;
  op: '>' | '>>' | '<' | '>&' | '<&' | '&>' | '&>>' | '<<<' | '<<';
  target: Word;
}

export type CommandNode =
  | { kind: 'simple'; assignments: Assignment[]; words: Word[]; redirects: Redirect[] }
  | { kind: 'group'; body: List; redirects: Redirect[] }
  | { kind: 'subshell'; body: List; redirects: Redirect[] }
  | { kind: 'if'; clauses: { condition: List; body: List }[]; otherwise?: List; redirects: Redirect[] }
  | { kind: 'for'; name: string; items?: Word[]; body: List; redirects: Redirect[] }
  | { kind: 'while'; until: boolean; condition: List; body: List; redirects: Redirect[] }
  | { kind: 'case'; subject: Word; items: { patterns: Word[]; body: List }[]; redirects: Redirect[] }
  | { kind: 'function'; name: string; body: CommandNode };

export interface Pipeline {
  negate: boolean;
  commands: CommandNode[];
}

export interface AndOr {
  first: Pipeline;
  rest: { op: '&&' | '||'; pipeline: Pipeline }[];
}

/** Commands separated by `;`, `&` or newlines, run one after another. */
export type List = AndOr[];
