import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { compareOutput } from '../../shared/output-lines';
import type { GoalResult } from '../../shared/git-terminal/repository-goals';
import { isIncomplete } from '../../shared/git-terminal/shell/shell-session';
import { CommitGraph } from './CommitGraph';
import { adoptStyles } from '../app/adopt-styles';
import css from './git-terminal.css?inline';
import { useTerminal, type Terminal } from './use-terminal';

adoptStyles(css);

interface GitTerminalProps {
  /** The note's sample: its lines are there to run one by one or all at once. */
  code: string;
  /** What the note says the sample prints: once all its lines have run, the terminal says whether it printed that. */
  expected?: string;
  /** A Git exercise's goal: 'Check my repository' checks these facts in the reader's repository, and hands on which hold. */
  goals?: readonly string[];
  onCheck?: (results: GoalResult[]) => void;
}

/** A shell with a real Git in memory under a Git sample, and the repository's history beside it (loaded on first use). */
export default function GitTerminal({ code, expected, goals, onCheck }: GitTerminalProps) {
  const terminal = useTerminal(code);
  const log = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState('');
  const [recalled, setRecalled] = useState<{ list: string[]; at: number }>({ list: [], at: 0 });

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [terminal.entries]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const command = pending === '' ? typed : `${pending}\n${typed}`;
    setTyped('');
    if (isIncomplete(command)) {
      setPending(command);
      return;
    }
    setPending('');
    if (command.trim() === '') return;
    terminal.run(command);
    setRecalled(({ list }) => ({ list: [...list, command], at: list.length + 1 }));
  };

  const recall = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (step === 0 || recalled.list.length === 0) return;
    event.preventDefault();
    const at = Math.max(0, Math.min(recalled.list.length, recalled.at + step));
    setRecalled({ ...recalled, at });
    setTyped(recalled.list[at] ?? '');
  };

  const next = terminal.steps[terminal.ran];
  return (
    <section aria-label="Terminal" className="gt-terminal">
      <div className="gt-bar">
        <span className="gt-title">Terminal</span>
        <span role="status" className="gt-status">
          {statusText(terminal, expected)}
        </span>
        {terminal.steps.length > 0 && (
          <>
            <button type="button" className="code-button" onClick={terminal.runNext} disabled={next === undefined}>
              Run next line
            </button>
            <button type="button" className="code-button" onClick={terminal.runAll} disabled={next === undefined}>
              Run all
            </button>
          </>
        )}
        {goals && (
          <button type="button" className="code-button" onClick={() => onCheck?.(terminal.check(goals))}>
            Check my repository
          </button>
        )}
        <button type="button" className="code-button" onClick={terminal.reset}>
          Reset
        </button>
      </div>
      <div className="gt-panes">
        <div className="gt-console">
          {next !== undefined && (
            <p className="gt-next">
              Next line: <code>{next}</code>
            </p>
          )}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- long output scrolls: the keyboard must reach it. */}
          <div ref={log} role="log" aria-label="Terminal output" tabIndex={0} className="gt-log">
            {terminal.entries.map((entry) =>
              entry.kind === 'command' ? (
                <pre key={entry.id} className="gt-command">
                  <span className="gt-prompt">{entry.prompt} </span>
                  {entry.text}
                </pre>
              ) : (
                // Git writes its progress and advice to stderr: shown as a terminal shows it, not as an error.
                <pre key={entry.id} data-stream={entry.kind}>
                  {entry.text}
                </pre>
              ),
            )}
          </div>
          <form className="gt-input-line" onSubmit={submit}>
            <label htmlFor={inputId} className="gt-prompt">
              {pending === '' ? terminal.prompt : '>'}
              <span className="visually-hidden"> Type a command</span>
            </label>
            <input
              id={inputId}
              className="gt-input"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={recall}
              autoCapitalize="off"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="send"
            />
          </form>
        </div>
        <section aria-label="History" className="gt-history">
          <h4 className="gt-history-title">History</h4>
          <CommitGraph history={terminal.history} />
        </section>
      </div>
      <p className="gt-hint">
        A real Git, running in this page: nothing is sent anywhere. Type <code>help</code> for the commands it knows.
      </p>
    </section>
  );
}

function statusText(terminal: Terminal, expected: string | undefined): string {
  const { ran, steps, sampleOutput } = terminal;
  if (steps.length === 0) return '';
  if (ran === 0) return `${steps.length} lines to run`;
  if (ran < steps.length) return `Line ${ran} of ${steps.length} run`;
  if (sampleOutput === undefined || expected === undefined) return 'All lines run';
  return `All lines run: ${compareOutput(expected, sampleOutput)}`;
}
