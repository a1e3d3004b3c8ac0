import { countChanges, diffLines, hunkHeader } from '../text/line-diff.ts';
import { ZERO_OID } from '../repo/object-store.ts';
import type { FileMap } from '../repo/trees.ts';

/** One file's change between two snapshots; a missing side is an added or deleted file. */
export interface FileChange {
  path: string;
  oldOid?: string;
  newOid?: string;
  oldMode?: string;
  newMode?: string;
}

/** The changed paths between two snapshots, sorted; `same` decides equality (defaults to equal ids). */
export function diffFileMaps(from: FileMap, to: FileMap): FileChange[] {
  const paths = [...new Set([...from.keys(), ...to.keys()])].sort();
  return paths
    .filter((path) => from.get(path)?.oid !== to.get(path)?.oid || from.get(path)?.mode !== to.get(path)?.mode)
    .map((path) => ({
      path,
      oldOid: from.get(path)?.oid,
      newOid: to.get(path)?.oid,
      oldMode: from.get(path)?.mode,
      newMode: to.get(path)?.mode,
    }));
}

export type TextOf = (oid: string) => string;
type Abbrev = (oid: string) => string;

function formatHunks(oldText: string, newText: string): string {
  return diffLines(oldText, newText)
    .map((hunk) => `${hunkHeader(hunk)}\n${hunk.lines.map((line) => `${line}\n`).join('')}`)
    .join('');
}

export function formatPatch(changes: FileChange[], textOf: TextOf, abbrev: Abbrev): string {
  return changes
    .map((change) => {
      const { path } = change;
      let out = `diff --git a/${path} b/${path}\n`;
      const oldAbbrev = abbrev(change.oldOid ?? ZERO_OID);
      const newAbbrev = abbrev(change.newOid ?? ZERO_OID);
      if (change.oldOid === undefined) out += `new file mode ${change.newMode}\nindex ${oldAbbrev}..${newAbbrev}\n`;
      else if (change.newOid === undefined) out += `deleted file mode ${change.oldMode}\nindex ${oldAbbrev}..${newAbbrev}\n`;
      else if (change.oldMode !== change.newMode)
        out += `old mode ${change.oldMode}\nnew mode ${change.newMode}\nindex ${oldAbbrev}..${newAbbrev}\n`;
      else out += `index ${oldAbbrev}..${newAbbrev} ${change.newMode}\n`;
      const oldText = change.oldOid === undefined ? '' : textOf(change.oldOid);
      const newText = change.newOid === undefined ? '' : textOf(change.newOid);
      if (oldText === newText) return out;
      out += `--- ${change.oldOid === undefined ? '/dev/null' : `a/${path}`}\n+++ ${change.newOid === undefined ? '/dev/null' : `b/${path}`}\n`;
      return out + formatHunks(oldText, newText);
    })
    .join('');
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** ` 2 files changed, 3 insertions(+), 1 deletion(-)` */
export function summaryLine(files: number, insertions: number, deletions: number): string {
  let line = ` ${plural(files, 'file changed', 'files changed')}`;
  if (insertions > 0 || deletions === 0) line += `, ${plural(insertions, 'insertion(+)', 'insertions(+)')}`;
  if (deletions > 0 || insertions === 0) line += `, ${plural(deletions, 'deletion(-)', 'deletions(-)')}`;
  return `${line}\n`;
}

/** `--stat`: a line per file with a +/- bar scaled to 80 columns, then the summary. */
export function formatStat(changes: FileChange[], textOf: TextOf): string {
  if (changes.length === 0) return '';
  const counts = changes.map((change) =>
    countChanges(change.oldOid === undefined ? '' : textOf(change.oldOid), change.newOid === undefined ? '' : textOf(change.newOid)),
  );
  const nameWidth = Math.min(50, Math.max(...changes.map((change) => change.path.length)));
  const maxChange = Math.max(...counts.map((count) => count.insertions + count.deletions));
  const numberWidth = String(maxChange).length;
  let graphWidth = maxChange;
  if (nameWidth + numberWidth + 6 + graphWidth > 80) graphWidth = 80 - 6 - numberWidth - nameWidth;
  const scale = (it: number) => (it === 0 || maxChange <= graphWidth ? it : 1 + Math.floor((it * (graphWidth - 1)) / maxChange));
  const lines = changes.map((change, i) => {
    const { insertions, deletions } = counts[i]!;
    const total = insertions + deletions;
    let add = scale(insertions);
    let del = scale(deletions);
    if (maxChange > graphWidth) {
      const width = scale(total);
      if (add + del > width) {
        if (add > del) add = width - del;
        else del = width - add;
      }
    }
    const bar = `${'+'.repeat(add)}${'-'.repeat(del)}`;
    return ` ${change.path.padEnd(nameWidth)} | ${String(total).padStart(numberWidth)}${bar === '' ? '' : ` ${bar}`}\n`;
  });
  const insertions = counts.reduce((sum, count) => sum + count.insertions, 0);
  const deletions = counts.reduce((sum, count) => sum + count.deletions, 0);
  return lines.join('') + summaryLine(changes.length, insertions, deletions);
}

/** The lines after a commit's or merge's summary: ` create mode 100644 f`, ` delete mode 100644 g`. */
export function modeSummary(changes: FileChange[]): string {
  return changes
    .map((change) => {
      if (change.oldOid === undefined) return ` create mode ${change.newMode} ${change.path}\n`;
      if (change.newOid === undefined) return ` delete mode ${change.oldMode} ${change.path}\n`;
      return '';
    })
    .join('');
}

export function countAll(changes: FileChange[], textOf: TextOf): { insertions: number; deletions: number } {
  let insertions = 0;
  let deletions = 0;
  for (const change of changes) {
    const count = countChanges(
      change.oldOid === undefined ? '' : textOf(change.oldOid),
      change.newOid === undefined ? '' : textOf(change.newOid),
    );
    insertions += count.insertions;
    deletions += count.deletions;
  }
  return { insertions, deletions };
}
