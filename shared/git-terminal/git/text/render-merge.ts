/** The merged file's text, conflicts marked as Git marks them (`xdl_fill_merge_buffer` in `xdiff/xmerge.c`). */
import type { Region } from './merge-regions.ts';

/** The words after the markers; without `base`, the base's part of a conflict is left out. */
export interface ConflictLabels {
  ours: string;
  base?: string;
  theirs: string;
}

/** `xdl_fill_merge_buffer`: ours between the regions, each region as its mode says. */
export function renderMerge(regions: Region[], base: string[], ours: string[], theirs: string[], labels: ConflictLabels): string {
  let text = '';
  let at = 0;
  for (const m of regions) {
    // A region where both sides agree is copied from ours with the text after it.
    if (m.mode === 4) continue;
    text += ours.slice(at, m.i1).join('');
    if (m.mode === 0) {
      const eol = crNeeded(m, base, ours, theirs) ? '\r\n' : '\n';
      text += `<<<<<<< ${labels.ours}${eol}` + copy(ours, m.i1, m.chg1, eol);
      if (labels.base !== undefined) text += `||||||| ${labels.base}${eol}` + copy(base, m.i0, m.chg0, eol);
      text += `=======${eol}` + copy(theirs, m.i2, m.chg2, eol) + `>>>>>>> ${labels.theirs}${eol}`;
    } else if (m.mode === 1) {
      text += ours.slice(m.i1, m.i1 + m.chg1).join('');
    } else {
      text += theirs.slice(m.i2, m.i2 + m.chg2).join('');
    }
    at = m.i1 + m.chg1;
  }
  return text + ours.slice(at).join('');
}

/** Lines `[start, start + count)` with a line end added to the last one if it had none. */
function copy(lines: string[], start: number, count: number, eol: string): string {
  const text = lines.slice(start, start + count).join('');
  return count > 0 && !text.endsWith('\n') ? text + eol : text;
}

/** `is_cr_needed`: markers end in CRLF when neither side's line before the conflict ends in LF alone and the base's first line ends in CRLF. */
function crNeeded(m: Region, base: string[], ours: string[], theirs: string[]): boolean {
  return (
    endsInCrlf(ours, m.i1 ? m.i1 - 1 : 0) !== false && endsInCrlf(theirs, m.i2 ? m.i2 - 1 : 0) !== false && endsInCrlf(base, 0) === true
  );
}

/** `is_eol_crlf`: does line `i` end in CRLF (for a last line without one, the line before), or undefined if unknown. */
function endsInCrlf(lines: string[], i: number): boolean | undefined {
  if (lines.length === 0) return undefined;
  const line = lines[i]!;
  if (i < lines.length - 1 || line.endsWith('\n')) return line.endsWith('\r\n');
  if (i === 0) return undefined;
  return lines[i - 1]!.endsWith('\r\n');
}
