import { useCallback, useMemo, useRef, useState } from 'react';
import { readHistory, type History } from '../../shared/git-terminal/git/read-history';
import { checkGoals, type GoalResult } from '../../shared/git-terminal/repository-goals';
import { viewRepository } from '../../shared/git-terminal/repository-view';
import { isIncomplete } from '../../shared/git-terminal/shell/shell-session';
import { newTerminalShell, TERMINAL_HOME } from '../../shared/git-terminal/terminal-shell';
import { sampleSteps } from './sample-steps';

export interface TranscriptEntry {
  id: number;
  kind: 'command' | 'stdout' | 'stderr';
  text: string;
  /** For a command: the prompt it was typed at. */
  prompt?: string;
}

/** The terminal's state for one sample: its shell, what was printed, the sample's lines still to run, the history. */
export interface Terminal {
  entries: readonly TranscriptEntry[];
  prompt: string;
  steps: readonly string[];
  /** How many of the sample's lines have run since the last reset. */
  ran: number;
  /** What the sample's lines printed on standard output, while only they have run (undefined once the reader typed a command). */
  sampleOutput: string | undefined;
  history: History | undefined;
  run: (command: string) => void;
  runNext: () => void;
  runAll: () => void;
  reset: () => void;
  /** Each of a Git exercise's goals, checked against the repository the reader is in. */
  check: (goals: readonly string[]) => GoalResult[];
}

/** The transcript keeps its last lines: a loop printing forever must not fill the page. */
const MAX_ENTRIES = 1_000;
const CLEAR_SCREEN = '\x1b[H\x1b[2J';

export function useTerminal(code: string): Terminal {
  const steps = useMemo(() => sampleSteps(code, isIncomplete), [code]);
  const machine = useRef<ReturnType<typeof newTerminalShell>>(undefined);
  machine.current ??= newTerminalShell();
  const nextId = useRef(0);
  const [entries, setEntries] = useState<TranscriptEntry[]>([]);
  const [ran, setRan] = useState(0);
  const [sampleOutput, setSampleOutput] = useState<string | undefined>('');
  const [history, setHistory] = useState<History | undefined>();
  const [cwd, setCwd] = useState(TERMINAL_HOME);

  const execute = useCallback((command: string): string => {
    const { shell: session, fs } = machine.current!;
    const added: TranscriptEntry[] = [{ id: nextId.current++, kind: 'command', text: command, prompt: promptOf(session.cwd) }];
    let stdout = '';
    let cleared = false;
    session.run(command, (stream, text) => {
      if (stream === 'stdout') stdout += text;
      const clearAt = text.lastIndexOf(CLEAR_SCREEN);
      if (clearAt !== -1) {
        cleared = true;
        added.length = 0;
        text = text.slice(clearAt + CLEAR_SCREEN.length);
      }
      if (text !== '') added.push({ id: nextId.current++, kind: stream, text });
    });
    setEntries((current) => (cleared ? added : [...current, ...added]).slice(-MAX_ENTRIES));
    setHistory(readHistory(fs, session.cwd));
    setCwd(session.cwd);
    return stdout;
  }, []);

  const run = useCallback(
    (command: string) => {
      execute(command);
      setSampleOutput(undefined);
    },
    [execute],
  );

  const runSteps = useCallback(
    (count: number) => {
      const printed = steps
        .slice(ran, ran + count)
        .map(execute)
        .join('');
      setSampleOutput((output) => (output === undefined ? undefined : output + printed));
      setRan((done) => Math.min(steps.length, done + count));
    },
    [execute, ran, steps],
  );

  const reset = useCallback(() => {
    machine.current = newTerminalShell();
    setEntries([]);
    setRan(0);
    setSampleOutput('');
    setHistory(undefined);
    setCwd(TERMINAL_HOME);
  }, []);

  return {
    entries,
    prompt: promptOf(cwd),
    steps,
    ran,
    sampleOutput,
    history,
    run,
    runNext: () => runSteps(1),
    runAll: () => runSteps(steps.length),
    reset,
    check: (goals) => checkGoals(goals, viewRepository(machine.current!.fs, machine.current!.shell.cwd)),
  };
}

/** The prompt, as bash's default shows it: the folder's last name (`~` at home), so a long path leaves room to type. */
function promptOf(cwd: string): string {
  const folder = cwd === TERMINAL_HOME ? '~' : cwd === '/' ? '/' : cwd.slice(cwd.lastIndexOf('/') + 1);
  return `${folder} $`;
}
