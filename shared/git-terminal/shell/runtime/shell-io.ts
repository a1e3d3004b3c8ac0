import { StopSignal } from './control-flow.ts';

/** The most a pipe, a command substitution or the terminal may hold: past it the run stops. */
export const OUTPUT_LIMIT = 1_000_000;

export interface Sink {
  write(text: string): void;
}

/** Collects what a pipe's writer or a command substitution prints. */
export class BufferSink implements Sink {
  text = '';

  write(text: string): void {
    if (this.text.length + text.length > OUTPUT_LIMIT) throw new StopSignal('the output passed 1 MB', 1);
    this.text += text;
  }
}

/** A command's standard input: a pipe's text read from the front, line by line (`read`) or whole (`cat`). */
export class Input {
  private pos = 0;

  constructor(private readonly text: string) {}

  /** The next line without its newline, `complete` false when the text ended first; undefined at the end. */
  readLine(): { line: string; complete: boolean } | undefined {
    if (this.pos >= this.text.length) return undefined;
    const end = this.text.indexOf('\n', this.pos);
    const line = this.text.slice(this.pos, end === -1 ? undefined : end);
    this.pos = end === -1 ? this.text.length : end + 1;
    return { line, complete: end !== -1 };
  }

  takeAll(): string {
    const rest = this.text.slice(this.pos);
    this.pos = this.text.length;
    return rest;
  }
}

/** Where a command reads and writes. */
export interface Io {
  input: Input;
  out: Sink;
  err: Sink;
}
