/** POSIX's character classes (`[:upper:]`) as ranges of characters, as `tr` expands them and a bracket expression holds them. */
export const POSIX_CLASSES: Record<string, string> = {
  alpha: 'A-Za-z',
  digit: '0-9',
  alnum: 'A-Za-z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: ' \t\n\r\f\v',
  blank: ' \t',
  punct: '!-/:-@[-`{-~',
  xdigit: '0-9A-Fa-f',
};

/** A POSIX basic (grep, sed) or extended (`-E`) regular expression as a JavaScript one's source. */
export function posixToJs(pattern: string, extended: boolean): string {
  let out = '';
  let atStart = true;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    const start = atStart;
    atStart = false;
    if (c === '[') {
      let j = i + 1;
      let body = '';
      if (pattern[j] === '^') body += pattern[j++];
      if (pattern[j] === ']') {
        body += '\\]';
        j++;
      }
      for (; j < pattern.length && pattern[j] !== ']'; j++) {
        const cls = /^\[:(\w+):\]/.exec(pattern.slice(j));
        if (cls) {
          body += POSIX_CLASSES[cls[1]!] ?? '';
          j += cls[0].length - 1;
        } else body += pattern[j] === '\\' || pattern[j] === '[' ? `\\${pattern[j]}` : pattern[j];
      }
      if (j >= pattern.length) out += '\\[';
      else {
        out += `[${body}]`;
        i = j;
      }
      continue;
    }
    if (c === '\\' && i + 1 < pattern.length) {
      const next = pattern[++i]!;
      if (!extended && '(){}|+?'.includes(next)) {
        out += next;
        atStart = next === '(' || next === '|';
      } else if (next === '<' || next === '>') out += '\\b';
      else out += `\\${next}`;
      continue;
    }
    if (extended) {
      out += c;
      atStart = c === '(' || c === '|';
    } else if ('(){}|+?'.includes(c)) out += `\\${c}`;
    else if (c === '*' && start) out += '\\*';
    else if (c === '^' && !start) out += '\\^';
    else if (c === '$' && i !== pattern.length - 1 && !pattern.startsWith('\\)', i + 1)) out += '\\$';
    else {
      out += c;
      atStart = c === '^';
    }
  }
  return out;
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
