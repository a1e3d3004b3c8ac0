import type { Commit } from '../repo/commits.ts';

type State = 'padding' | 'skip' | 'pre-commit' | 'commit' | 'post-merge' | 'collapsing';

const MERGE_CHARS = ['/', '|', '\\'];

/**
 * `--graph`: a port of Git's graph.c (without colours). Call `update` with each commit in the order log shows
 * them, then `nextLine` for each line of output; the commit's own row is the line for which it returns `isCommit`.
 */
export class CommitGraph {
  private commit: Commit | undefined;
  private parents: string[] = [];
  private columns: string[] = [];
  private newColumns: string[] = [];
  private mapping: number[] = [];
  private oldMapping: number[] = [];
  private mappingSize = 0;
  private width = 0;
  private state: State = 'padding';
  private prevState: State = 'padding';
  private commitIndex = 0;
  private prevCommitIndex = 0;
  private mergeLayout = -1;
  private edgesAdded = 0;
  private prevEdgesAdded = 0;
  private expansionRow = 0;

  /** `shown` tells which commits are displayed: edges go only to those. */
  constructor(private readonly shown: (oid: string) => boolean) {}

  update(commit: Commit): void {
    this.commit = commit;
    this.parents = commit.parents.filter((parent) => this.shown(parent));
    this.prevCommitIndex = this.commitIndex;
    this.updateColumns();
    this.expansionRow = 0;
    if (this.state !== 'padding') this.state = 'skip';
    else if (this.needsPreCommitLine()) this.state = 'pre-commit';
    else this.state = 'commit';
  }

  get finished(): boolean {
    return this.state === 'padding';
  }

  private needsPreCommitLine(): boolean {
    return this.parents.length >= 3 && this.commitIndex < this.columns.length - 1;
  }

  private setState(state: State): void {
    this.prevState = this.state;
    this.state = state;
  }

  private insertIntoNewColumns(oid: string, idx: number): void {
    let i = this.newColumns.indexOf(oid);
    if (i < 0) {
      i = this.newColumns.length;
      this.newColumns.push(oid);
    }
    let mappingIdx: number;
    if (this.parents.length > 1 && idx > -1 && this.mergeLayout === -1) {
      const dist = idx - i;
      const shift = dist > 1 ? 2 * dist - 3 : 1;
      this.mergeLayout = dist > 0 ? 0 : 1;
      this.edgesAdded = this.parents.length + this.mergeLayout - 2;
      mappingIdx = this.width + (this.mergeLayout - 1) * shift;
      this.width += 2 * this.mergeLayout;
    } else if (this.edgesAdded > 0 && i === this.mapping[this.width - 2]) {
      mappingIdx = this.width - 2;
      this.edgesAdded = -1;
    } else {
      mappingIdx = this.width;
      this.width += 2;
    }
    this.mapping[mappingIdx] = i;
  }

  private updateColumns(): void {
    this.columns = this.newColumns;
    this.newColumns = [];
    this.mappingSize = 2 * (this.columns.length + this.parents.length);
    this.mapping = new Array<number>(this.mappingSize).fill(-1);
    this.width = 0;
    this.prevEdgesAdded = this.edgesAdded;
    this.edgesAdded = 0;
    let seenThis = false;
    for (let i = 0; i <= this.columns.length; i++) {
      let columnCommit: string;
      if (i === this.columns.length) {
        if (seenThis) break;
        columnCommit = this.commit!.oid;
      } else columnCommit = this.columns[i]!;
      if (columnCommit === this.commit!.oid) {
        seenThis = true;
        this.commitIndex = i;
        this.mergeLayout = -1;
        for (const parent of this.parents) this.insertIntoNewColumns(parent, i);
        if (this.parents.length === 0) this.width += 2;
      } else this.insertIntoNewColumns(columnCommit, -1);
    }
    while (this.mappingSize > 1 && this.mapping[this.mappingSize - 1]! < 0) this.mappingSize--;
  }

  private mappingCorrect(): boolean {
    for (let i = 0; i < this.mappingSize; i++) {
      const target = this.mapping[i]!;
      if (target >= 0 && target !== Math.floor(i / 2)) return false;
    }
    return true;
  }

  /** Each column of the current commit's row, with `i === columns.length` standing for a commit in no column yet. */
  private rowColumns(): { i: number; oid: string }[] {
    const out: { i: number; oid: string }[] = [];
    let seenThis = false;
    for (let i = 0; i <= this.columns.length; i++) {
      if (i === this.columns.length) {
        if (seenThis) break;
        out.push({ i, oid: this.commit!.oid });
      } else {
        out.push({ i, oid: this.columns[i]! });
        if (this.columns[i] === this.commit!.oid) seenThis = true;
      }
    }
    return out;
  }

  private commitLine(): string {
    let line = '';
    let seenThis = false;
    for (const { i, oid } of this.rowColumns()) {
      if (oid === this.commit!.oid) {
        seenThis = true;
        line += '*';
        if (this.parents.length > 2) line += this.octopus();
      } else if (seenThis && this.edgesAdded > 1) line += '\\';
      else if (seenThis && this.edgesAdded === 1) {
        line += this.prevState === 'post-merge' && this.prevEdgesAdded > 0 && this.prevCommitIndex < i ? '\\' : '|';
      } else if (this.prevState === 'collapsing' && this.oldMapping[2 * i + 1] === i && this.mapping[2 * i]! < i) line += '/';
      else line += '|';
      line += ' ';
    }
    if (this.parents.length > 1) this.setState('post-merge');
    else if (this.mappingCorrect()) this.setState('padding');
    else this.setState('collapsing');
    return line;
  }

  /** The dashes from an octopus merge's `*` towards its extra parents. */
  private octopus(): string {
    const dashed = this.parents.length + this.mergeLayout - 3;
    let line = '';
    for (let i = 0; i < dashed; i++) line += i === dashed - 1 ? '-.' : '--';
    return line;
  }

  private postMergeLine(): string {
    let line = '';
    let seenThis = false;
    let parentColumnSeen = false;
    const firstParent = this.parents[0];
    for (const { i, oid } of this.rowColumns()) {
      if (oid === this.commit!.oid) {
        seenThis = true;
        let idx = this.mergeLayout;
        this.parents.forEach((_, j) => {
          line += MERGE_CHARS[idx];
          if (idx === 2) {
            if (this.edgesAdded > 0 || j < this.parents.length - 1) line += ' ';
          } else idx++;
        });
        if (this.edgesAdded === 0) line += ' ';
      } else if (seenThis) line += this.edgesAdded > 0 ? '\\ ' : '| ';
      else {
        line += '|';
        if (this.mergeLayout !== 0 || i !== this.commitIndex - 1) line += parentColumnSeen ? '_' : ' ';
      }
      if (oid === firstParent) parentColumnSeen = true;
    }
    this.setState(this.mappingCorrect() ? 'padding' : 'collapsing');
    return line;
  }

  private collapsingLine(): string {
    [this.mapping, this.oldMapping] = [this.oldMapping, this.mapping];
    this.mapping = new Array<number>(Math.max(this.mappingSize, this.oldMapping.length)).fill(-1);
    let horizontalEdge = -1;
    let horizontalTarget = -1;
    for (let i = 0; i < this.mappingSize; i++) {
      const target = this.oldMapping[i] ?? -1;
      if (target < 0) continue;
      if (target * 2 === i) this.mapping[i] = target;
      else if (this.mapping[i - 1]! < 0) {
        this.mapping[i - 1] = target;
        if (horizontalEdge === -1) {
          horizontalEdge = i;
          horizontalTarget = target;
          for (let j = target * 2 + 3; j < i - 2; j += 2) this.mapping[j] = target;
        }
      } else if (this.mapping[i - 1] !== target) {
        this.mapping[i - 2] = target;
        if (horizontalEdge === -1) {
          horizontalTarget = target;
          horizontalEdge = i - 1;
          for (let j = target * 2 + 3; j < i - 2; j += 2) this.mapping[j] = target;
        }
      }
    }
    this.oldMapping = [...this.mapping];
    if (this.mapping[this.mappingSize - 1]! < 0) this.mappingSize--;
    let line = '';
    let usedHorizontal = false;
    for (let i = 0; i < this.mappingSize; i++) {
      const target = this.mapping[i]!;
      if (target < 0) line += ' ';
      else if (target * 2 === i) line += '|';
      else if (target === horizontalTarget && i !== horizontalEdge - 1) {
        if (i !== target * 2 + 3) this.mapping[i] = -1;
        usedHorizontal = true;
        line += '_';
      } else {
        if (usedHorizontal && i < horizontalEdge) this.mapping[i] = -1;
        line += '/';
      }
    }
    if (this.mappingCorrect()) this.setState('padding');
    return line;
  }

  /** The next line's graph part, padded to the commit's width, and whether it is the commit's own row. */
  nextLine(): { text: string; isCommit: boolean } {
    let text: string;
    let isCommit = false;
    switch (this.state) {
      case 'padding':
        text = '| '.repeat(this.newColumns.length);
        break;
      case 'skip':
        text = '...';
        this.setState(this.needsPreCommitLine() ? 'pre-commit' : 'commit');
        break;
      case 'pre-commit':
        text = this.preCommitLine();
        break;
      case 'commit':
        text = this.commitLine();
        isCommit = true;
        break;
      case 'post-merge':
        text = this.postMergeLine();
        break;
      case 'collapsing':
        text = this.collapsingLine();
        break;
    }
    return { text: text.padEnd(this.width), isCommit };
  }

  /** The rows that make room around an octopus merge before its commit row. */
  private preCommitLine(): string {
    let line = '';
    let seenThis = false;
    this.columns.forEach((oid, i) => {
      if (oid === this.commit!.oid) {
        seenThis = true;
        line += `|${' '.repeat(this.expansionRow)}`;
      } else if (seenThis && this.expansionRow === 0) line += this.prevState === 'post-merge' && this.prevCommitIndex < i ? '\\' : '|';
      else if (seenThis) line += '\\';
      else line += '|';
      line += ' ';
    });
    this.expansionRow++;
    if (this.expansionRow >= (this.parents.length - 2) * 2) this.setState('commit');
    return line;
  }

  /** The separator row between two commits' text (medium format): every column as `|`. */
  paddingLine(): string {
    if (this.state !== 'commit') return this.nextLine().text;
    const line = this.columns
      .map((oid) => (oid === this.commit!.oid && this.parents.length > 2 ? `|${' '.repeat((this.parents.length - 2) * 2)}` : '| '))
      .join('');
    this.prevState = 'padding';
    return line.padEnd(this.width);
  }
}
