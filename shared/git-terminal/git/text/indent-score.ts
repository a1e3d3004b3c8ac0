/**
 * Git's indent heuristic (`measure_split` and `score_add_split` in `xdiff/xdiffi.c`): how good a place
 * to start or end a block of added or removed lines is, judged by blank lines and indentation around it.
 */

export interface SplitScore {
  effectiveIndent: number;
  penalty: number;
}

const MAX_INDENT = 200;
const MAX_BLANKS = 20;
const START_OF_FILE_PENALTY = 1;
const END_OF_FILE_PENALTY = 21;
const TOTAL_BLANK_WEIGHT = -30;
const POST_BLANK_WEIGHT = 6;
const RELATIVE_INDENT_PENALTY = -4;
const RELATIVE_INDENT_WITH_BLANK_PENALTY = 10;
const RELATIVE_OUTDENT_PENALTY = 24;
const RELATIVE_OUTDENT_WITH_BLANK_PENALTY = 17;
const RELATIVE_DEDENT_PENALTY = 23;
const RELATIVE_DEDENT_WITH_BLANK_PENALTY = 17;
const INDENT_WEIGHT = 60;

/** Columns of leading white space (a tab to the next multiple of 8), or -1 for a blank line. */
function indentOf(line: string): number {
  let indent = 0;
  for (const c of line) {
    // Git's isspace() knows these four only.
    if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') return indent;
    if (c === ' ') indent += 1;
    else if (c === '\t') indent += 8 - (indent % 8);
    if (indent >= MAX_INDENT) return MAX_INDENT;
  }
  return -1;
}

/** Adds to `score` the badness of splitting `lines` just above line `split`. */
export function addSplitScore(lines: string[], split: number, score: SplitScore): void {
  const endOfFile = split >= lines.length;
  const indent = endOfFile ? -1 : indentOf(lines[split]!);
  let preBlank = 0;
  let preIndent = -1;
  for (let i = split - 1; i >= 0; i--) {
    preIndent = indentOf(lines[i]!);
    if (preIndent !== -1) break;
    preBlank += 1;
    if (preBlank === MAX_BLANKS) {
      preIndent = 0;
      break;
    }
  }
  let postBlank = 0;
  let postIndent = -1;
  for (let i = split + 1; i < lines.length; i++) {
    postIndent = indentOf(lines[i]!);
    if (postIndent !== -1) break;
    postBlank += 1;
    if (postBlank === MAX_BLANKS) {
      postIndent = 0;
      break;
    }
  }

  if (preIndent === -1 && preBlank === 0) score.penalty += START_OF_FILE_PENALTY;
  if (endOfFile) score.penalty += END_OF_FILE_PENALTY;
  const blanksAfter = indent === -1 ? 1 + postBlank : 0;
  const totalBlank = preBlank + blanksAfter;
  score.penalty += TOTAL_BLANK_WEIGHT * totalBlank + POST_BLANK_WEIGHT * blanksAfter;
  const effective = indent !== -1 ? indent : postIndent;
  const anyBlanks = totalBlank !== 0;
  score.effectiveIndent += effective;
  if (effective === -1 || preIndent === -1 || effective === preIndent) return;
  if (effective > preIndent) {
    score.penalty += anyBlanks ? RELATIVE_INDENT_WITH_BLANK_PENALTY : RELATIVE_INDENT_PENALTY;
  } else if (postIndent !== -1 && postIndent > effective) {
    // Less indented than the line before, more than the line after: likely a block's start.
    score.penalty += anyBlanks ? RELATIVE_OUTDENT_WITH_BLANK_PENALTY : RELATIVE_OUTDENT_PENALTY;
  } else {
    score.penalty += anyBlanks ? RELATIVE_DEDENT_WITH_BLANK_PENALTY : RELATIVE_DEDENT_PENALTY;
  }
}

/** Negative when `s1` is the better split, as `score_cmp` decides. */
export function compareScores(s1: SplitScore, s2: SplitScore): number {
  return INDENT_WEIGHT * Math.sign(s1.effectiveIndent - s2.effectiveIndent) + (s1.penalty - s2.penalty);
}
