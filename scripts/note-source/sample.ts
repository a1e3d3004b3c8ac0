import type { InfoString } from './info-string.ts';

/** One fenced code block of a note. */
export interface Sample {
  /** The note, relative to the project root: `notes/c/905-pointers.md`. */
  file: string;
  /** File line of the opening fence; the code starts on the next line. */
  line: number;
  info: InfoString;
  code: string;
  /** The `text output` block right after a `run` block: what the program must print. */
  output?: { line: number; text: string };
  /** The file line of the heading the block is under (an exercise's `### N. Title`), if any. */
  headingLine?: number;
}

/** Something wrong with a sample, at a line of the note. */
export interface Failure {
  line: number;
  message: string;
}

/** What checking one sample found. */
export interface Outcome {
  /** How far it was checked: compiled (or type-checked), parsed only, skipped by `nocheck`, or not code (`text`, `sql`). */
  level: 'compiled' | 'parsed' | 'skipped' | 'not-code';
  /** Why a code sample was only parsed (`partial`, `java 21`, an import of a package that is not installed), or skipped. */
  reason?: string;
  failures: Failure[];
  ran: boolean;
  outputCompared: boolean;
  /** A test fence whose exercise's check ran: how many tests it has, and whether they were proved honest. */
  exercise?: { tests: number; proved: boolean };
  /** A Git exercise's goal fence: how many facts it states, and whether the solution reaches them and an untouched terminal does not. */
  goal?: { facts: number; proved: boolean };
}

export interface SampleResult extends Outcome {
  sample: Sample;
}

/** The note line of line `codeLine` (1-based) of a sample's code. */
export function noteLine(sample: Sample, codeLine: number): number {
  const lines = sample.code.split('\n').length;
  return sample.line + Math.min(Math.max(codeLine, 1), lines);
}
