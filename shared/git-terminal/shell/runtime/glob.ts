import type { MemoryFs } from '../../memory-fs.ts';

/** A shell pattern (`*`, `?`, `[...]`, backslash quoting) as a regular expression source. */
export function patternSource(pattern: string): string {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) source += escapeRegex(pattern[++i]!);
    else if (c === '*') source += '[^]*';
    else if (c === '?') source += '[^]';
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end === -1) source += '\\[';
      else {
        let body = pattern.slice(i + 1, end);
        const negate = body.startsWith('!') || body.startsWith('^');
        if (negate) body = body.slice(1);
        source += `[${negate ? '^' : ''}${body.replace(/[\\\]]/g, '\\$&')}]`;
        i = end;
      }
    } else source += escapeRegex(c);
  }
  return source;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export function matchesPattern(text: string, pattern: string): boolean {
  return new RegExp(`^${patternSource(pattern)}$`).test(text);
}

export function hasGlobChars(pattern: string): boolean {
  return /(^|[^\\])(\\\\)*[*?[]/.test(pattern);
}

function unescape(pattern: string): string {
  return pattern.replace(/\\(.)/g, '$1');
}

/** The paths a pattern matches, sorted, written the way the pattern was (relative or absolute); empty when none. */
export function expandGlob(pattern: string, fs: MemoryFs, cwd: string): string[] {
  const absolute = pattern.startsWith('/');
  const segments = pattern.split('/').filter(Boolean);
  let found: string[] = [absolute ? '/' : ''];
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    const next: string[] = [];
    for (const prefix of found) {
      const dir = prefix === '' ? cwd : prefix.startsWith('/') ? prefix : `${cwd}/${prefix}`;
      const join = (name: string) => (prefix === '' ? name : prefix.endsWith('/') ? prefix + name : `${prefix}/${name}`);
      if (!hasGlobChars(segment)) {
        const path = join(unescape(segment));
        if (last ? fs.exists(resolve(cwd, path)) : fs.isDir(resolve(cwd, path))) next.push(path);
        continue;
      }
      if (!fs.isDir(dir)) continue;
      const regex = new RegExp(`^${patternSource(segment)}$`);
      for (const name of fs.readdir(dir)) {
        if (name.startsWith('.') && !segment.startsWith('.')) continue;
        if (regex.test(name) && (last || fs.isDir(`${dir}/${name}`))) next.push(join(name));
      }
    }
    found = next;
  }
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function resolve(cwd: string, path: string): string {
  return path.startsWith('/') ? path : `${cwd}/${path}`;
}
