/** A failure that ends the command: `text` is printed to stderr as it is (with its `fatal: ` or `error: ` prefix). */
export class GitExit extends Error {
  constructor(
    readonly text: string,
    readonly code: number,
  ) {
    super(text);
  }
}

/** `fatal: <message>` and status 128, Git's usual way to give up. */
export function fatal(message: string): GitExit {
  return new GitExit(`fatal: ${message}\n`, 128);
}

/** A command or option this terminal does not implement. */
export function unsupported(what: string): GitExit {
  return new GitExit(`git: '${what}' is not supported in this terminal; see the Git notes for what it does\n`, 1);
}
