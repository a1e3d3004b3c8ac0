import type { History } from './git/read-history.ts';

/**
 * A Git exercise's goal, as the note states it: one line per fact about the reader's repository, in words that read as
 * English (`on branch main`, `feature/search is merged into main`, `working tree clean`). The syntax, one form a line:
 *   on branch NAME · branch NAME exists · no branch NAME · tag NAME exists
 *   REV has commit "SUBJECT" · REV lacks commit "SUBJECT" · REV has N commits · REV has N merge commits (N may be `no`)
 *   REV is merged into REV · REV is at REV · working tree clean · file PATH reads "TEXT"
 *   REV has file PATH · REV lacks file PATH · REV:PATH reads "TEXT" · config KEY is "VALUE"
 * and any of them after `in PATH: ` to speak of another repository (a remote standing in for GitHub).
 * REV is a branch, a remote branch (`origin/main`), a tag or HEAD (before `:PATH`, any revision Git reads, `main~1`);
 * TEXT is a file's whole text without its last line break, `\n` between lines.
 */
export type Goal = { in?: string } & (
  | { kind: 'on-branch'; name: string }
  | { kind: 'branch-exists'; name: string; exists: boolean }
  | { kind: 'tag-exists'; name: string }
  | { kind: 'has-commit'; rev: string; subject: string; present: boolean }
  | { kind: 'commit-count'; rev: string; count: number; merges: boolean }
  | { kind: 'merged'; rev: string; into: string }
  | { kind: 'same-commit'; rev: string; as: string }
  | { kind: 'clean' }
  | { kind: 'file'; path: string; text: string }
  | { kind: 'committed-file'; spec: string; text?: string; present: boolean }
  | { kind: 'config'; key: string; value: string }
);

const NAME = String.raw`([^\s"]+)`;
const FORMS: [RegExp, (match: string[]) => Goal][] = [
  [new RegExp(`^on branch ${NAME}$`), ([, name]) => ({ kind: 'on-branch', name: name! })],
  [new RegExp(`^branch ${NAME} exists$`), ([, name]) => ({ kind: 'branch-exists', name: name!, exists: true })],
  [new RegExp(`^no branch ${NAME}$`), ([, name]) => ({ kind: 'branch-exists', name: name!, exists: false })],
  [new RegExp(`^tag ${NAME} exists$`), ([, name]) => ({ kind: 'tag-exists', name: name! })],
  [
    new RegExp(`^${NAME} (has|lacks) commit "(.+)"$`),
    ([, rev, has, subject]) => ({ kind: 'has-commit', rev: rev!, subject: subject!, present: has === 'has' }),
  ],
  [
    new RegExp(`^${NAME} has (\\d+|no) (merge )?commits?$`),
    ([, rev, count, merge]) => ({ kind: 'commit-count', rev: rev!, count: count === 'no' ? 0 : Number(count), merges: Boolean(merge) }),
  ],
  [new RegExp(`^${NAME} is merged into ${NAME}$`), ([, rev, into]) => ({ kind: 'merged', rev: rev!, into: into! })],
  [new RegExp(`^${NAME} is at ${NAME}$`), ([, rev, as]) => ({ kind: 'same-commit', rev: rev!, as: as! })],
  [/^working tree clean$/, () => ({ kind: 'clean' })],
  [new RegExp(`^file ${NAME} reads "(.*)"$`), ([, path, text]) => ({ kind: 'file', path: path!, text: unescape(text!) })],
  [
    new RegExp(`^${NAME} (has|lacks) file ${NAME}$`),
    ([, rev, has, path]) => ({ kind: 'committed-file', spec: `${rev}:${path}`, present: has === 'has' }),
  ],
  [
    /^([^\s":]+:[^\s"]+) reads "(.*)"$/,
    ([, spec, text]) => ({ kind: 'committed-file', spec: spec!, text: unescape(text!), present: true }),
  ],
  [new RegExp(`^config ${NAME} is "(.*)"$`), ([, key, value]) => ({ kind: 'config', key: key!, value: value! })],
];

/** `\n` in a goal's TEXT is a line break (a file of several lines), `\\` a backslash. */
function unescape(text: string): string {
  return text.replace(/\\([n\\])/g, (_, char: string) => (char === 'n' ? '\n' : '\\'));
}

/** A goal line read, or what is wrong with it (for the content build's message at its line). */
export function parseGoal(line: string): Goal | { error: string } {
  const text = line.trim();
  const place = /^in ([^\s:]+): (.*)$/.exec(text);
  const body = place ? place[2]! : text;
  for (const [pattern, make] of FORMS) {
    const match = pattern.exec(body);
    if (match) return place ? { ...make(match), in: place[1]! } : make(match);
  }
  return {
    error: `"${text}" is not a goal this terminal can check: write one of "on branch NAME", "branch NAME exists", "no branch NAME", "tag NAME exists", 'REV has commit "SUBJECT"', 'REV lacks commit "SUBJECT"', "REV has N commits", "REV has N merge commits", "REV is merged into REV", "REV is at REV", "working tree clean", 'file PATH reads "TEXT"', "REV has file PATH", "REV lacks file PATH", 'REV:PATH reads "TEXT"', 'config KEY is "VALUE"', optionally after "in PATH: "`,
  };
}

/** The goal's lines of a `text goal` fence: every non-blank line. */
export function goalLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

/** What a repository looks like to the goals: its history, whether its working tree is clean, its files' texts. */
export interface RepositoryView {
  history: History | undefined;
  clean: boolean;
  readFile: (path: string) => string | undefined;
  /** A committed file's text (`git show REV:PATH`), undefined when there is none. */
  show: (spec: string) => string | undefined;
  /** A setting's value as Git reads it (`git config --get KEY`). */
  config: (key: string) => string | undefined;
}

export interface GoalResult {
  goal: string;
  met: boolean;
  /** For a goal not met: what is true instead, in a few words. */
  instead?: string;
}

/** Checks each goal line against the repository it names (`view(path)`: undefined for a folder without one). */
export function checkGoals(lines: readonly string[], view: (path: string | undefined) => RepositoryView | undefined): GoalResult[] {
  return lines.map((line) => {
    const goal = parseGoal(line);
    if ('error' in goal) return { goal: line.trim(), met: false, instead: 'not a goal this terminal can check' };
    const repository = view(goal.in);
    if (!repository?.history)
      return { goal: line.trim(), met: false, instead: goal.in ? `no repository at ${goal.in}` : 'no repository here' };
    const instead = unmet(goal, repository, repository.history);
    return instead === undefined ? { goal: line.trim(), met: true } : { goal: line.trim(), met: false, instead };
  });
}

/** Undefined when the goal holds, else what is true instead. */
function unmet(goal: Goal, repository: RepositoryView, history: History): string | undefined {
  const branches = new Set(history.refs.filter((ref) => ref.kind === 'branch').map((ref) => ref.name));
  switch (goal.kind) {
    case 'on-branch':
      if (history.head.branch === goal.name) return undefined;
      return history.head.branch ? `you are on ${history.head.branch}` : 'HEAD is detached, on no branch';
    case 'branch-exists':
      return branches.has(goal.name) === goal.exists
        ? undefined
        : goal.exists
          ? `there is no branch ${goal.name}`
          : `${goal.name} still exists`;
    case 'tag-exists':
      return history.refs.some((ref) => ref.kind === 'tag' && ref.name === goal.name) ? undefined : `there is no tag ${goal.name}`;
    case 'clean':
      return repository.clean ? undefined : 'there are changes not committed (git status)';
    case 'file':
      return unmetText(goal.path, repository.readFile(goal.path), goal.text, `there is no file ${goal.path}`);
    case 'committed-file': {
      const text = repository.show(goal.spec);
      const [rev, path] = [goal.spec.slice(0, goal.spec.indexOf(':')), goal.spec.slice(goal.spec.indexOf(':') + 1)];
      if (!goal.present) return text === undefined ? undefined : `${rev} still has ${path}`;
      return unmetText(goal.spec, text, goal.text, `${rev} has no file ${path}`);
    }
    case 'config': {
      const value = repository.config(goal.key);
      return value === goal.value ? undefined : value === undefined ? `${goal.key} is not set` : `${goal.key} is "${value}"`;
    }
    default:
      return unmetInHistory(goal, history);
  }
}

/** Undefined when a file's text is `expected` (or it merely exists, when nothing is expected), else what it reads. */
function unmetText(name: string, text: string | undefined, expected: string | undefined, missing: string): string | undefined {
  if (text === undefined) return missing;
  const found = text.replace(/\n$/, '');
  return expected === undefined || found === expected ? undefined : `${name} reads "${found.split('\n').join('\\n')}"`;
}

function unmetInHistory(goal: Goal, history: History): string | undefined {
  const byId = new Map(history.commits.map((commit) => [commit.id, commit]));
  const resolve = (rev: string) =>
    rev === 'HEAD' ? history.head.commit : history.refs.find((ref) => ref.name === rev || `tags/${ref.name}` === rev)?.target;
  const reachable = (rev: string) => {
    const seen = new Set<string>();
    const stack = [resolve(rev)].filter((id): id is string => id !== undefined);
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(byId.get(id)?.parents ?? []));
    }
    return [...seen].flatMap((id) => byId.get(id) ?? []);
  };
  const rev = 'rev' in goal ? goal.rev : '';
  if (resolve(rev) === undefined) return `there is no ${rev}`;
  switch (goal.kind) {
    case 'has-commit': {
      const found = reachable(rev).some((commit) => commit.subject === goal.subject);
      return found === goal.present
        ? undefined
        : goal.present
          ? `${rev} has no commit "${goal.subject}"`
          : `${rev} still has commit "${goal.subject}"`;
    }
    case 'commit-count': {
      const count = reachable(rev).filter((commit) => !goal.merges || commit.parents.length > 1).length;
      if (count === goal.count) return undefined;
      return `${rev} has ${count} ${goal.merges ? 'merge ' : ''}commit${count === 1 ? '' : 's'}`;
    }
    case 'merged': {
      if (resolve(goal.into) === undefined) return `there is no ${goal.into}`;
      return reachable(goal.into).some((commit) => commit.id === resolve(rev))
        ? undefined
        : `${goal.into} does not contain ${rev}'s last commit`;
    }
    case 'same-commit':
      if (resolve(goal.as) === undefined) return `there is no ${goal.as}`;
      return resolve(rev) === resolve(goal.as) ? undefined : `${rev} and ${goal.as} point at different commits`;
    default:
      return undefined;
  }
}
