import type { Commit } from '../repo/commits.ts';

/**
 * `--graph` for a list of commits in topological order: each commit's first line gets `* `, its other lines the
 * lanes still open. Handles the lanes of branches and merges the way Git's graph.c draws the common cases.
 */
export class CommitGraph {
  private columns: string[] = [];

  /** Prefixes the lines printed for one commit. */
  draw(commit: Commit, lines: string[], last: boolean): string[] {
    let index = this.columns.indexOf(commit.oid);
    if (index < 0) {
      this.columns.push(commit.oid);
      index = this.columns.length - 1;
    }
    const before = this.columns.length;
    const out: string[] = [];
    const bars = (count: number) => '| '.repeat(count);
    const commitRow = `${bars(index)}*${before - index - 1 > 0 ? ` ${bars(before - index - 1).trimEnd()}` : ''}`;
    const next = [...this.columns];
    next.splice(index, 1, ...commit.parents.filter((parent, i) => i === 0 || !next.includes(parent)));
    const merge = commit.parents.length > 1;
    out.push(`${commitRow}${merge ? '   ' : ' '}${lines[0] ?? ''}`.replace(/ +$/, (spaces) => (lines[0] ? spaces : ' ')));
    const collapsed = next.filter((oid, i) => next.indexOf(oid) === i);
    const rest = lines.slice(1);
    if (merge) rest.unshift('\0merge');
    const width = Math.max(collapsed.length, 1);
    for (const line of rest) {
      if (line === '\0merge') out.push(`${bars(index)}|\\`.padEnd(2 * width));
      else out.push(`${last && collapsed.length === 0 ? '  ' : `${bars(width).trimEnd()} `}${line}`);
    }
    if (collapsed.length < next.length)
      out.push(`${bars(index)}|/${' '.repeat(Math.max(0, 2 * (collapsed.length - index) - 2))}`.padEnd(2 * next.length));
    this.columns = collapsed;
    return out;
  }
}
