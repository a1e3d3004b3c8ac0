import type { MemoryFs } from '../../memory-fs.ts';

interface Rule {
  base: string;
  regex: RegExp;
  negate: boolean;
  dirOnly: boolean;
  anchored: boolean;
}

function globToRegex(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
      if (glob[i + 1] === '/') i++;
    } else if (char === '*') out += '[^/]*';
    else if (char === '?') out += '[^/]';
    else if (char === '[') {
      const end = glob.indexOf(']', i);
      out += end < 0 ? '\\[' : glob.slice(i, end + 1).replace('[!', '[^');
      if (end >= 0) i = end;
    } else out += char.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return out;
}

function parseRules(text: string, base: string): Rule[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      let pattern = negate ? line.slice(1) : line;
      const dirOnly = pattern.endsWith('/');
      if (dirOnly) pattern = pattern.slice(0, -1);
      const anchored = pattern.includes('/');
      if (pattern.startsWith('/')) pattern = pattern.slice(1);
      return { base, regex: new RegExp(`^${globToRegex(pattern)}$`), negate, dirOnly, anchored };
    });
}

/** `.gitignore` files (at any depth) and `.git/info/exclude`: whether a working-tree path is ignored. */
export class IgnoreRules {
  private readonly rules: Rule[] = [];

  constructor(
    private readonly fs: MemoryFs,
    private readonly workTree: string,
    gitDir: string,
  ) {
    const exclude = `${gitDir}/info/exclude`;
    if (fs.isFile(exclude)) this.rules.push(...parseRules(fs.readFile(exclude), ''));
  }

  private loaded = new Set<string>();

  private load(dir: string): void {
    if (this.loaded.has(dir)) return;
    this.loaded.add(dir);
    const file = `${this.workTree}/${dir === '' ? '' : `${dir}/`}.gitignore`;
    if (this.fs.isFile(file)) this.rules.push(...parseRules(this.fs.readFile(file), dir));
  }

  /** Whether `path` (relative to the working tree) is ignored, itself or through an ignored folder. */
  ignores(path: string, isDir = false): boolean {
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth++) if (this.matches(parts.slice(0, depth).join('/'), true)) return true;
    return this.matches(path, isDir);
  }

  private matches(path: string, isDir: boolean): boolean {
    const parts = path.split('/');
    for (let depth = 0; depth < parts.length; depth++) this.load(parts.slice(0, depth).join('/'));
    let ignored = false;
    for (const rule of this.rules) {
      if (rule.dirOnly && !isDir) continue;
      if (rule.base !== '' && !path.startsWith(`${rule.base}/`)) continue;
      const relative = rule.base === '' ? path : path.slice(rule.base.length + 1);
      const subject = rule.anchored ? relative : relative.slice(relative.lastIndexOf('/') + 1);
      if (rule.regex.test(subject)) ignored = !rule.negate;
    }
    return ignored;
  }
}
