import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { compareOutput } from '../../shared/output-lines';
import type { GoalResult } from '../../shared/git-terminal/repository-goals';
import { isIncomplete } from '../../shared/git-terminal/shell/shell-session';
import { CommitGraph } from './CommitGraph';
import { useTerminal, type Terminal } from './use-terminal';
import styles from './GitTerminal.module.css';

interface GitTerminalProps {
  /** The note's sample: its lines are there to run one by one or all at once. */
  code: string;
  /** What the note says the sample prints: once all its lines have run, the terminal says whether it printed that. */
  expected?: string;
  /** A Git exercise's goal: 'Check my repository' says which of these facts hold. */
  goals?: readonly string[];
  /** Called when a check finds every goal met. */
  onGoalsMet?: () => void;
}

/** A shell with a real Git in memory under a Git sample, and the repository's history beside it (loaded on first use). */
export default function GitTerminal({ code, expected, goals, onGoalsMet }: GitTerminalProps) {
  const terminal = useTerminal(code);
  const log = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState('');
  const [recalled, setRecalled] = useState<{ list: string[]; at: number }>({ list: [], at: 0 });
  const [results, setResults] = useState<GoalResult[]>();
  const check = () => {
    const found = terminal.check(goals ?? []);
    setResults(found);
    if (found.every((result) => result.met)) onGoalsMet?.();
  };

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
    <section aria-label="Terminal" className={styles.terminal}>
      <div className={styles.bar}>
        <span className={styles.title}>Terminal</span>
        <span role="status" className={styles.status}>
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
          <button type="button" className="code-button" onClick={check}>
            Check my repository
          </button>
        )}
        <button
          type="button"
          className="code-button"
          onClick={() => {
            terminal.reset();
            setResults(undefined);
          }}
        >
          Reset
        </button>
      </div>
      {results && <GoalResults results={results} />}
      <div className={styles.panes}>
        <div className={styles.console}>
          {next !== undefined && (
            <p className={styles.next}>
              Next line: <code>{next}</code>
            </p>
          )}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- long output scrolls: the keyboard must reach it. */}
          <div ref={log} role="log" aria-label="Terminal output" tabIndex={0} className={styles.log}>
            {terminal.entries.map((entry) =>
              entry.kind === 'command' ? (
                <pre key={entry.id} className={styles.command}>
                  <span className={styles.prompt}>{entry.prompt} </span>
                  {entry.text}
                </pre>
              ) : (
                <pre key={entry.id} className={entry.kind === 'stderr' ? styles.stderr : undefined} data-stream={entry.kind}>
                  {entry.text}
                </pre>
              ),
            )}
          </div>
          <form className={styles.inputLine} onSubmit={submit}>
            <label htmlFor={inputId} className={styles.prompt}>
              {pending === '' ? terminal.prompt : '>'}
              <span className="visually-hidden"> Type a command</span>
            </label>
            <input
              id={inputId}
              className={styles.input}
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
        <section aria-label="History" className={styles.history}>
          <h4 className={styles.historyTitle}>History</h4>
          <CommitGraph history={terminal.history} />
        </section>
      </div>
      <p className={styles.hint}>
        A real Git, running in this page: nothing is sent anywhere. Type <code>help</code> for the commands it knows.
      </p>
    </section>
  );
}

/** Which goals hold, each with what is true instead when it does not. */
function GoalResults({ results }: { results: readonly GoalResult[] }) {
  const met = results.filter((result) => result.met).length;
  const all = met === results.length;
  return (
    <section aria-label="Check results" className={styles.results} data-tone={all ? 'passed' : 'failed'}>
      <p role="status" className={styles.summary}>
        {all ? `All ${results.length} goals met` : `${met} of ${results.length} goals met`}
      </p>
      <ul className={styles.goals}>
        {results.map((result) => (
          <li key={result.goal} data-met={result.met}>
            <span aria-hidden="true">{result.met ? '✓ ' : '✗ '}</span>
            <span className="visually-hidden">{result.met ? 'Met: ' : 'Not yet: '}</span>
            <code>{result.goal}</code>
            {result.instead && <span className={styles.instead}>: {result.instead}</span>}
          </li>
        ))}
      </ul>
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
