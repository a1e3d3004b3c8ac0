/** Thrown to unwind the interpreter: `exit`, `return`, `break`/`continue`, and the safety stops. */

export class ExitSignal {
  constructor(readonly status: number) {}
}

export class ReturnSignal {
  constructor(readonly status: number) {}
}

export class LoopSignal {
  constructor(
    readonly kind: 'break' | 'continue',
    /** How many enclosing loops are still to leave. */
    public levels: number,
  ) {}
}

/** Ends the whole run: a script that ran too long, nested too deep or printed too much. */
export class StopSignal {
  constructor(
    readonly message: string,
    readonly status: number,
  ) {}
}

/** An error bash reports for the current command only, such as `${x:?unset}` or a bad redirection. */
export class CommandError {
  constructor(
    readonly message: string,
    readonly status = 1,
  ) {}
}
