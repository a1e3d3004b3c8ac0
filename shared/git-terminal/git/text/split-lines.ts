/** A file's lines as xdiff sees them: each keeps its `\n`, so a last line without one differs from the same line with one. */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
