/** One line of the compiler's report about the reader's file: where, how bad, and what. */
export interface Diagnostic {
  line: number;
  column: number;
  severity: 'error' | 'warning' | 'note';
  message: string;
}

/**
 * The diagnostics about `file` in Clang's report (`main.c:5:30: error: expected ';'`), in its order; those
 * about other files (a standard header) and the linker's (`wasm-ld: error: ...`) stay in the raw text only.
 */
export function parseDiagnostics(report: string, file: string): Diagnostic[] {
  const located = new RegExp(`^${file.replace(/[.+]/g, '\\$&')}:(\\d+):(\\d+): (fatal error|error|warning|note): (.*)$`);
  const diagnostics: Diagnostic[] = [];
  for (const line of report.split('\n')) {
    const match = located.exec(line);
    if (!match) continue;
    const [, row, column, severity, message] = match;
    diagnostics.push({
      line: Number(row),
      column: Number(column),
      // A fatal error is an error that stops the compiler at once: the reader needs no other word for it.
      severity: severity === 'fatal error' ? 'error' : (severity as Diagnostic['severity']),
      message: message!,
    });
  }
  return diagnostics;
}
