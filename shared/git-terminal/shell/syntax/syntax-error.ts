/** A script bash would refuse; `incomplete` when more input could still complete it (an open quote, `if` without `fi`). */
export class ShellSyntaxError extends Error {
  constructor(
    message: string,
    readonly incomplete: boolean,
  ) {
    super(message);
  }
}

export function unexpectedToken(token: string): ShellSyntaxError {
  return new ShellSyntaxError(`syntax error near unexpected token \`${token}'`, false);
}

export function unexpectedEnd(): ShellSyntaxError {
  return new ShellSyntaxError('syntax error: unexpected end of file', true);
}

export function unmatched(quote: string): ShellSyntaxError {
  return new ShellSyntaxError(`unexpected EOF while looking for matching \`${quote}'`, true);
}
