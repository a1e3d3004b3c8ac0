/** A run of text, marked when it is one of the matched words. */
export interface TextPart {
  text: string;
  mark: boolean;
}

// The words MiniSearch's default tokenizer sees: runs of anything but spaces and punctuation.
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** Tells whether a word (in lowercase) is one the search matched. */
export type WordMatch = (word: string) => boolean;

/** Splits `text` into runs, marking every word the search matched. */
export function markTerms(text: string, matches: WordMatch): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!matches(match[0].toLowerCase())) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}

/**
 * A short excerpt of `text` around the first matched word (or its start when none matches), cut at
 * word boundaries with an ellipsis where text was left out, the matched words marked.
 */
export function snippet(text: string, matches: WordMatch, length = 160): TextPart[] {
  let first = -1;
  for (const match of text.matchAll(WORD)) {
    if (matches(match[0].toLowerCase())) {
      first = match.index;
      break;
    }
  }
  let start = first <= length / 3 ? 0 : text.lastIndexOf(' ', first - length / 4) + 1;
  if (text.length - start < length) start = Math.max(0, text.lastIndexOf(' ', text.length - length) + 1);
  if (first >= 0 && start > first) start = first;
  let end = start + length;
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > first ? space : end;
  } else end = text.length;
  const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return markTerms(excerpt, matches);
}
