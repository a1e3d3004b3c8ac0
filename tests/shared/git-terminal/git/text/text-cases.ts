/** The texts the fixtures compare: hand-picked cases, then seeded random edits. */

export interface DiffCase {
  name: string;
  oldText: string;
  newText: string;
}

export interface MergeCase {
  name: string;
  base: string;
  ours: string;
  theirs: string;
}

const text = (...lines: string[]): string => lines.map((line) => `${line}\n`).join('');
const numbered = (count: number, from = 1): string[] => Array.from({ length: count }, (_, i) => `line ${i + from}`);
const replaced = (lines: string[], at: Record<number, string>): string[] => lines.map((line, i) => at[i] ?? line);

const ten = numbered(10);
const twenty = numbered(20);
const code = [
  'function total(items) {',
  '  let sum = 0;',
  '  for (const item of items) {',
  '    sum += item.price;',
  '  }',
  '  return sum;',
  '}',
  '',
  'function average(items) {',
  '  if (items.length === 0) {',
  '    return 0;',
  '  }',
  '  const sum = total(items);',
  '  return sum / items.length;',
  '}',
];

/** A small deterministic generator, so the random cases stay the same each run. */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

/** Deletes, inserts and replaces lines at random; a small alphabet makes many equal lines. */
function edit(lines: string[], pick: (n: number) => number, alphabet: string[], edits: number): string[] {
  const out = [...lines];
  for (let k = 0; k < edits; k++) {
    const at = pick(out.length + 1);
    const kind = pick(3);
    if (kind === 0 && at < out.length) out.splice(at, 1);
    else if (kind === 1) out.splice(at, 0, alphabet[pick(alphabet.length)]!);
    else if (at < out.length) out[at] = alphabet[pick(alphabet.length)]!;
  }
  return out;
}

const letters = ['a', 'b', 'c', 'd', 'e', '}', ''];

function randomDiffs(): DiffCase[] {
  return Array.from({ length: 16 }, (_, n) => {
    const pick = random(n + 1);
    const size = n < 12 ? 5 + pick(40) : 300 + pick(200);
    const lines = Array.from({ length: size }, () => letters[pick(letters.length)]!);
    const noNewline = n % 5 === 4;
    const join = (ls: string[]) => (noNewline ? ls.join('\n') : text(...ls));
    return { name: `random edits ${n + 1}`, oldText: join(lines), newText: join(edit(lines, pick, letters, 1 + pick(size < 50 ? 8 : 30))) };
  });
}

function randomMerges(): MergeCase[] {
  return Array.from({ length: 8 }, (_, n) => {
    const pick = random(100 + n);
    const base = Array.from({ length: 10 + pick(30) }, () => letters[pick(letters.length)]!);
    return {
      name: `random edits ${n + 1}`,
      base: text(...base),
      ours: text(...edit(base, pick, letters, 1 + pick(5))),
      theirs: text(...edit(base, pick, letters, 1 + pick(5))),
    };
  });
}

export const diffCases: DiffCase[] = [
  { name: 'identical texts', oldText: text(...ten), newText: text(...ten) },
  { name: 'both empty', oldText: '', newText: '' },
  { name: 'file created', oldText: '', newText: text('one', 'two', 'three') },
  { name: 'file deleted', oldText: text('one', 'two', 'three'), newText: '' },
  { name: 'one line appended', oldText: text(...ten), newText: text(...ten, 'line 11') },
  { name: 'lines appended to a short file', oldText: text('a'), newText: text('a', 'b', 'c') },
  { name: 'line added at the start', oldText: text(...ten), newText: text('line 0', ...ten) },
  { name: 'first line edited', oldText: text(...ten), newText: text(...replaced(ten, { 0: 'first' })) },
  { name: 'last line edited', oldText: text(...ten), newText: text(...replaced(ten, { 9: 'last' })) },
  { name: 'middle line edited', oldText: text(...ten), newText: text(...replaced(ten, { 4: 'five' })) },
  { name: 'block removed', oldText: text(...ten), newText: text(...ten.slice(0, 3), ...ten.slice(7)) },
  { name: 'block inserted', oldText: text(...ten), newText: text(...ten.slice(0, 5), 'new a', 'new b', 'new c', ...ten.slice(5)) },
  { name: 'two far changes make two hunks', oldText: text(...twenty), newText: text(...replaced(twenty, { 1: 'two', 17: 'eighteen' })) },
  { name: 'changes 6 lines apart share a hunk', oldText: text(...twenty), newText: text(...replaced(twenty, { 5: 'x', 12: 'y' })) },
  { name: 'changes 7 lines apart make two hunks', oldText: text(...twenty), newText: text(...replaced(twenty, { 5: 'x', 13: 'y' })) },
  { name: 'three hunks', oldText: text(...numbered(40)), newText: text(...replaced(numbered(40), { 0: 'a', 20: 'b', 39: 'c' })) },
  { name: 'newline added at the end', oldText: 'a\nb', newText: 'a\nb\n' },
  { name: 'newline removed at the end', oldText: 'a\nb\n', newText: 'a\nb' },
  { name: 'last line without newline edited', oldText: 'a\nb\nc', newText: 'a\nb\nC' },
  {
    name: 'context line without newline',
    oldText: text(...ten.slice(0, 5)) + 'end',
    newText: text(...replaced(ten.slice(0, 5), { 3: 'four' })) + 'end',
  },
  { name: 'line appended after a last line without newline', oldText: 'a\nb', newText: 'a\nb\nc\n' },
  { name: 'one line without newline edited', oldText: 'hello', newText: 'world' },
  { name: 'created without final newline', oldText: '', newText: 'only' },
  { name: 'deleted without final newline', oldText: 'only', newText: '' },
  {
    name: 'heading from a function line',
    oldText: text(...code),
    newText: text(...replaced(code, { 13: '  return items.length ? sum / items.length : 0;' })),
  },
  {
    name: 'two headings',
    oldText: text(...code, '', ...code),
    newText: text(...replaced([...code, '', ...code], { 3: '    sum += item.cost;', 29: '  return 1;' })),
  },
  {
    name: 'heading longer than 80 bytes',
    oldText: text(`${'a'.repeat(90)} tail`, ...ten),
    newText: text(`${'a'.repeat(90)} tail`, ...replaced(ten, { 8: 'nine' })),
  },
  {
    name: 'heading with trailing spaces',
    oldText: text('Section one   ', ...ten),
    newText: text('Section one   ', ...replaced(ten, { 7: 'eight' })),
  },
  {
    name: 'function inserted between functions',
    oldText: text(...code),
    newText: text(...code.slice(0, 8), 'function count(items) {', '  return items.length;', '}', '', ...code.slice(8)),
  },
  {
    name: 'block with closing brace inserted',
    oldText: text('if (a) {', '  b();', '}', '', 'if (c) {', '  d();', '}'),
    newText: text('if (a) {', '  b();', '}', '', 'if (x) {', '  y();', '}', '', 'if (c) {', '  d();', '}'),
  },
  { name: 'indented block removed', oldText: text(...code), newText: text(...code.slice(0, 9), ...code.slice(12)) },
  { name: 'a repeated line added', oldText: text('a', 'a', 'a'), newText: text('a', 'a', 'a', 'a') },
  { name: 'two lines swapped', oldText: text(...ten), newText: text(...replaced(ten, { 3: 'line 5', 4: 'line 4' })) },
  { name: 'every line replaced', oldText: text('a', 'b', 'c'), newText: text('x', 'y', 'z') },
  { name: 'blank lines added and removed', oldText: text('a', '', 'b', '', '', 'c'), newText: text('a', 'b', '', 'c', '', '') },
  { name: 'white space changed', oldText: text('a b', '\tc', 'd'), newText: text('a  b', '    c', 'd ') },
  { name: 'CRLF lines', oldText: 'a\r\nb\r\nc\r\n', newText: 'a\r\nB\r\nc\r\n' },
  {
    name: 'long file with scattered edits',
    oldText: text(...numbered(300)),
    newText: text(...replaced(numbered(300), { 10: 'x', 100: 'y', 101: 'z', 290: 'w' })),
  },
  { name: 'unicode lines', oldText: text('Straße', 'café', 'naïve'), newText: text('Straße', 'café au lait', 'naïve') },
  ...randomDiffs(),
];

const plan = 'Team plan: 10 per user';

export const mergeCases: MergeCase[] = [
  {
    name: 'the note on merging: one line changed on both sides',
    base: text(plan),
    ours: text('Team plan: 9 per user'),
    theirs: text('Team plan: 8 per user, billed yearly'),
  },
  { name: 'only ours changed', base: text(...ten), ours: text(...replaced(ten, { 2: 'ours' })), theirs: text(...ten) },
  { name: 'only theirs changed', base: text(...ten), ours: text(...ten), theirs: text(...replaced(ten, { 2: 'theirs' })) },
  {
    name: 'both made the same change',
    base: text(...ten),
    ours: text(...replaced(ten, { 2: 'same' })),
    theirs: text(...replaced(ten, { 2: 'same' })),
  },
  { name: 'nothing changed', base: text(...ten), ours: text(...ten), theirs: text(...ten) },
  {
    name: 'changes in different places',
    base: text(...ten),
    ours: text(...replaced(ten, { 1: 'ours' })),
    theirs: text(...replaced(ten, { 7: 'theirs' })),
  },
  {
    name: 'adjacent changes',
    base: text(...ten),
    ours: text(...replaced(ten, { 3: 'ours' })),
    theirs: text(...replaced(ten, { 4: 'theirs' })),
  },
  {
    name: 'overlapping changes',
    base: text(...ten),
    ours: text(...replaced(ten, { 3: 'o4', 4: 'o5' })),
    theirs: text(...replaced(ten, { 4: 't5', 5: 't6' })),
  },
  { name: 'both appended different lines', base: text('a', 'b'), ours: text('a', 'b', 'ours'), theirs: text('a', 'b', 'theirs') },
  { name: 'both appended the same lines', base: text('a', 'b'), ours: text('a', 'b', 'c'), theirs: text('a', 'b', 'c') },
  {
    name: 'ours deleted a line theirs edited',
    base: text(...ten),
    ours: text(...ten.slice(0, 4), ...ten.slice(5)),
    theirs: text(...replaced(ten, { 4: 'edited' })),
  },
  {
    name: 'both deleted the same line',
    base: text(...ten),
    ours: text(...ten.slice(0, 4), ...ten.slice(5)),
    theirs: text(...ten.slice(0, 4), ...ten.slice(5)),
  },
  { name: 'empty base, different contents', base: '', ours: text('ours 1', 'shared'), theirs: text('theirs 1', 'shared') },
  { name: 'empty base, same contents', base: '', ours: text('same'), theirs: text('same') },
  { name: 'ours emptied the file, theirs edited it', base: text('a', 'b', 'c'), ours: '', theirs: text('a', 'B', 'c') },
  { name: 'last line without newline, changed on both sides', base: 'a\nb\nc', ours: 'a\nb\nours', theirs: 'a\nb\ntheirs' },
  { name: 'ours added a final newline, theirs edited the start', base: 'a\nb\nc', ours: 'a\nb\nc\n', theirs: 'A\nb\nc' },
  { name: 'both added a line after a last line without newline', base: 'a\nb', ours: 'a\nb\nc\n', theirs: 'a\nb\nd' },
  {
    name: 'common lines at both ends of the conflict',
    base: text(...ten),
    ours: text(...ten.slice(0, 4), 'same start', 'ours', 'same end', ...ten.slice(5)),
    theirs: text(...ten.slice(0, 4), 'same start', 'theirs', 'same end', ...ten.slice(5)),
  },
  {
    name: 'sides differ in one line of a block',
    base: text(...ten),
    ours: text(...replaced(ten, { 2: 'x3', 3: 'x4', 4: 'ours 5', 5: 'x6', 6: 'x7' })),
    theirs: text(...replaced(ten, { 2: 'x3', 3: 'x4', 4: 'theirs 5', 5: 'x6', 6: 'x7' })),
  },
  {
    name: 'conflicts 2 lines apart',
    base: text(...ten),
    ours: text(...replaced(ten, { 1: 'ours 2', 2: 'x', 3: 'y', 4: 'ours 5' })),
    theirs: text(...replaced(ten, { 1: 'theirs 2', 2: 'x', 3: 'y', 4: 'theirs 5' })),
  },
  {
    name: 'conflicts 5 lines apart',
    base: text(...ten),
    ours: text(...replaced(ten, { 1: 'ours 2', 2: 'x', 3: 'y', 4: 'z', 5: 'v', 6: 'w', 7: 'ours 8' })),
    theirs: text(...replaced(ten, { 1: 'theirs 2', 2: 'x', 3: 'y', 4: 'z', 5: 'v', 6: 'w', 7: 'theirs 8' })),
  },
  {
    name: 'conflicts apart by lines without letters',
    base: text('a', '}', '}', '', '}', 'b'),
    ours: text('A1', '}', '', '}', ')', '}', 'B1'),
    theirs: text('A2', '}', '', '}', ')', '}', 'B2'),
  },
  {
    name: 'both inserted at the same place',
    base: text(...ten),
    ours: text(...ten.slice(0, 2), 'ours', ...ten.slice(2)),
    theirs: text(...ten.slice(0, 2), 'theirs', ...ten.slice(2)),
  },
  { name: 'one added at the start, the other at the end', base: text(...ten), ours: text('start', ...ten), theirs: text(...ten, 'end') },
  { name: 'CRLF conflict', base: 'a\r\nb\r\nc\r\n', ours: 'a\r\nours\r\nc\r\n', theirs: 'a\r\ntheirs\r\nc\r\n' },
  {
    name: 'code edited on both sides',
    base: text(...code),
    ours: text(...replaced(code, { 1: '  let sum = 0.0;', 13: '  return sum / Math.max(items.length, 1);' })),
    theirs: text(...replaced(code, { 3: '    sum += item.price * item.count;', 13: '  return items.length ? sum / items.length : 0;' })),
  },
  ...randomMerges(),
];
