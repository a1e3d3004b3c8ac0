import { fatal } from '../git-error.ts';
import type { Commit } from '../repo/commits.ts';
import { readBlob } from '../repo/object-store.ts';
import { commitFiles } from '../repo/trees.ts';
import type { Repo } from '../repo/repository.ts';
import { CommitGraph } from '../output/commit-graph.ts';
import { decorations } from '../output/decorations.ts';
import { diffFileMaps, formatPatch, formatStat } from '../output/diff-format.ts';
import type { FormatExtras } from '../output/pretty-format.ts';
import { expandFormat, mediumFormat } from '../output/pretty-format.ts';
import { abbrev } from '../repo/abbrev.ts';
import { parseWalk, selectCommits } from '../rev-walk.ts';
import type { GitCommand, Session } from '../session.ts';
import { configValue, requireRepo } from '../session.ts';

/** How log shows each commit. */
export interface LogDisplay {
  format?: { text: string; terminator: boolean };
  oneline: boolean;
  decorate: boolean;
  graph: boolean;
  nameOnly: boolean;
  stat: boolean;
  patch: boolean;
  dateStyle: string;
}

/** Reads one display option; returns how many words it used (0: not a display option). */
export function displayOption(display: LogDisplay, arg: string): number {
  if (arg === '--oneline') {
    display.oneline = true;
    return 1;
  }
  const pretty = /^--(?:pretty|format)=(.*)$/s.exec(arg);
  if (pretty) {
    const value = pretty[1]!;
    if (value === 'oneline') display.oneline = true;
    else if (value === 'medium' || value === '') display.format = undefined;
    else if (value.startsWith('format:')) display.format = { text: value.slice(7), terminator: false };
    else if (value.startsWith('tformat:')) display.format = { text: value.slice(8), terminator: true };
    else if (value.includes('%') || arg.startsWith('--format=')) display.format = { text: value, terminator: true };
    else return 0;
    return 1;
  }
  const flags: Record<string, () => void> = {
    '--graph': () => (display.graph = true),
    '--decorate': () => (display.decorate = true),
    '--no-decorate': () => (display.decorate = false),
    '--name-only': () => (display.nameOnly = true),
    '--stat': () => (display.stat = true),
    '-p': () => (display.patch = true),
    '--patch': () => (display.patch = true),
    '-u': () => (display.patch = true),
    '--abbrev-commit': () => undefined,
    '--no-color': () => undefined,
  };
  if (flags[arg]) {
    flags[arg]();
    return 1;
  }
  if (arg.startsWith('--date=')) {
    display.dateStyle = arg.slice(7);
    return 1;
  }
  return 0;
}

export function newDisplay(session: Session, repo: Repo): LogDisplay {
  const decorate = configValue(session, repo, 'log.decorate');
  return {
    oneline: false,
    decorate: decorate !== undefined && decorate !== 'false' && decorate !== 'no',
    graph: false,
    nameOnly: false,
    stat: false,
    patch: false,
    dateStyle: 'default',
  };
}

/** The diff part after a commit in log or show: names, stat or patch against the first parent. */
function commitDiff(repo: Repo, commit: Commit, display: LogDisplay): string {
  if (!display.nameOnly && !display.stat && !display.patch) return '';
  if (commit.parents.length > 1) return '';
  const changes = diffFileMaps(commitFiles(repo, commit.parents[0]), commitFiles(repo, commit.oid));
  const textOf = (oid: string) => readBlob(repo, oid);
  if (display.nameOnly) return changes.map((change) => `${change.path}\n`).join('');
  if (display.stat) return formatStat(changes, textOf);
  return formatPatch(changes, textOf, (oid) => abbrev(repo, oid));
}

/** One commit as log prints it, without the separator between commits: its message part, then its diff part. */
export function renderCommit(repo: Repo, commit: Commit, display: LogDisplay, extras: FormatExtras): { message: string; diff: string } {
  const diff = commitDiff(repo, commit, display);
  if (display.format) {
    const message = expandFormat(repo, display.format.text, commit, extras);
    return diff === '' ? { message, diff } : { message: `${message}\n`, diff: `${diff.startsWith('diff') ? '' : '\n'}${diff}` };
  }
  const message = mediumFormat(repo, commit, extras, display.decorate, display.oneline);
  return { message, diff: diff === '' || display.oneline ? diff : `\n${diff}` };
}

/** The graph's prefix on every line of `text` but the first (which follows the commit's row or a previous line). */
function withGraph(text: string, prefix: () => string): string {
  const lines = text.split('\n');
  return lines.map((line, i) => (i === 0 ? line : `\n${prefix()}${line}`)).join('');
}

function printLog(session: Session, repo: Repo, commits: Commit[], display: LogDisplay): void {
  const extras: FormatExtras = { decorations: decorations(repo), dateStyle: display.dateStyle };
  const shown = new Set(commits.map((commit) => commit.oid));
  const graph = display.graph ? new CommitGraph((oid) => shown.has(oid)) : undefined;
  const separated = !display.oneline && (display.format === undefined || !display.format.terminator);
  const terminated = display.oneline || display.format === undefined || display.format.terminator;
  const out: string[] = [];
  commits.forEach((commit, i) => {
    const { message, diff } = renderCommit(repo, commit, display, extras);
    let text = message + diff;
    if (terminated && !text.endsWith('\n')) text += '\n';
    if (!graph) {
      if (i > 0 && separated) out.push('\n');
      out.push(text);
      return;
    }
    graph.update(commit);
    if (i > 0 && separated) out.push(`${graph.paddingLine()}\n`);
    let row = graph.nextLine();
    while (!row.isCommit) {
      out.push(`${row.text}\n`);
      row = graph.nextLine();
    }
    out.push(row.text + withGraph(message.replace(/\n$/, ''), () => graph.nextLine().text));
    while (!graph.finished) out.push(`\n${graph.nextLine().text}`);
    if (diff !== '') out.push(`\n${graph.paddingLine()}${withGraph(diff.replace(/\n$/, ''), () => graph.paddingLine())}`);
    if (terminated || i < commits.length - 1) out.push('\n');
  });
  session.out.push(out.join(''));
}

export const log: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  const display = newDisplay(session, repo);
  const options = parseWalk(session, repo, args, (arg) => displayOption(display, arg));
  if (display.graph && options.reverse) throw fatal("options '--reverse' and '--graph' cannot be used together");
  printLog(session, repo, selectCommits(repo, options, display.graph), display);
  return 0;
};
