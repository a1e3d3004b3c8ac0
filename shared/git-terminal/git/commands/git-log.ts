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
export function commitDiff(repo: Repo, commit: Commit, display: LogDisplay): string {
  if (!display.nameOnly && !display.stat && !display.patch) return '';
  if (commit.parents.length > 1) return '';
  const changes = diffFileMaps(commitFiles(repo, commit.parents[0]), commitFiles(repo, commit.oid));
  const textOf = (oid: string) => readBlob(repo, oid);
  if (display.nameOnly) return changes.map((change) => `${change.path}\n`).join('');
  if (display.stat) return formatStat(changes, textOf);
  return formatPatch(changes, textOf, (oid) => abbrev(repo, oid));
}

/** One commit as log prints it, without the separator between commits. */
export function renderCommit(repo: Repo, commit: Commit, display: LogDisplay, extras: FormatExtras): string {
  const diff = commitDiff(repo, commit, display);
  if (display.format) {
    const text = expandFormat(repo, display.format.text, commit, extras);
    return diff === '' ? text : `${text}\n${diff.startsWith('diff') ? '' : '\n'}${diff}`.replace(/\n\n$/, '\n');
  }
  const head = mediumFormat(repo, commit, extras, display.decorate, display.oneline);
  if (diff === '') return head;
  return display.oneline ? `${head}${diff}` : `${head}\n${diff}`;
}

export function printLog(session: Session, repo: Repo, commits: Commit[], display: LogDisplay): void {
  const extras: FormatExtras = { decorations: decorations(repo), dateStyle: display.dateStyle };
  const graph = display.graph ? new CommitGraph() : undefined;
  const separateWithBlank = !display.oneline && (display.format === undefined || display.nameOnly || display.stat);
  const blocks = commits.map((commit, i) => {
    let text = renderCommit(repo, commit, display, extras);
    const last = i === commits.length - 1;
    if (display.format && !display.format.terminator) text = text.replace(/\n$/, '');
    if (display.format && (display.format.terminator || !last) && !text.endsWith('\n')) text += '\n';
    if (separateWithBlank && !last) text += display.format && display.nameOnly ? '' : '\n';
    if (!graph) return text;
    const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
    return graph
      .draw(commit, lines, last)
      .map((line) => `${line}\n`)
      .join('');
  });
  session.out.push(blocks.join(''));
}

export const log: GitCommand = (session, args) => {
  const repo = requireRepo(session);
  const display = newDisplay(session, repo);
  const options = parseWalk(session, repo, args, (arg) => displayOption(display, arg));
  if (display.graph && options.reverse) throw fatal("options '--reverse' and '--graph' cannot be used together");
  printLog(session, repo, selectCommits(repo, options, display.graph), display);
  return 0;
};
