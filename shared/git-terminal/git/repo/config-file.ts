import type { MemoryFs } from '../../memory-fs.ts';
import { dirname } from '../../memory-fs.ts';

/** One `key = value` of a config file, its key in Git's canonical `section.subsection.name` form. */
export interface ConfigEntry {
  key: string;
  value: string;
}

/** The canonical key: section and name lower-cased, the subsection kept as written. */
export function canonicalKey(key: string): string {
  const first = key.indexOf('.');
  const last = key.lastIndexOf('.');
  if (first < 0) return key.toLowerCase();
  if (first === last) return key.toLowerCase();
  return `${key.slice(0, first).toLowerCase()}.${key.slice(first + 1, last)}.${key.slice(last + 1).toLowerCase()}`;
}

function unquote(raw: string): string {
  let value = '';
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char === '"') quoted = !quoted;
    else if (char === '\\' && i + 1 < raw.length) {
      const next = raw[++i]!;
      value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
    } else if (!quoted && (char === '#' || char === ';')) break;
    else value += char;
  }
  return quoted ? value : value.trim();
}

function parseConfig(text: string): ConfigEntry[] {
  const entries: ConfigEntry[] = [];
  let section = '';
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[([^\s\]"]+)(?:\s+"((?:[^"\\]|\\.)*)")?\]$/.exec(line);
    if (header) {
      section = header[2] === undefined ? header[1]!.toLowerCase() : `${header[1]!.toLowerCase()}.${header[2]}`;
      continue;
    }
    const eq = line.indexOf('=');
    const name = (eq < 0 ? line : line.slice(0, eq)).trim().toLowerCase();
    entries.push({ key: `${section}.${name}`, value: eq < 0 ? 'true' : unquote(line.slice(eq + 1)) });
  }
  return entries;
}

export function readConfigFile(fs: MemoryFs, path: string): ConfigEntry[] {
  return fs.isFile(path) ? parseConfig(fs.readFile(path)) : [];
}

function quoteValue(value: string): string {
  const escaped = value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
  return /^\s|\s$|[#;]/.test(value) ? `"${escaped}"` : escaped;
}

function sectionHeader(key: string): { header: string; name: string } {
  const first = key.indexOf('.');
  const last = key.lastIndexOf('.');
  const name = key.slice(last + 1);
  if (first === last) return { header: `[${key.slice(0, first)}]`, name };
  return { header: `[${key.slice(0, first)} "${key.slice(first + 1, last)}"]`, name };
}

function headerSection(line: string): string | undefined {
  const header = /^\s*\[([^\s\]"]+)(?:\s+"((?:[^"\\]|\\.)*)")?\]\s*$/.exec(line);
  if (!header) return undefined;
  return header[2] === undefined ? header[1]!.toLowerCase() : `${header[1]!.toLowerCase()}.${header[2]}`;
}

/** Sets (or with `value` undefined, removes) a key in a config file, editing its text in place as `git config` does. */
export function setConfigValue(fs: MemoryFs, path: string, key: string, value: string | undefined): void {
  const canonical = canonicalKey(key);
  const { header, name } = sectionHeader(key);
  const wantedSection = canonical.slice(0, canonical.lastIndexOf('.'));
  const lines = fs.isFile(path) ? fs.readFile(path).split('\n') : [];
  if (lines.at(-1) === '') lines.pop();
  let section = '';
  let lastInSection = -1;
  for (let i = 0; i < lines.length; i++) {
    const found = headerSection(lines[i]!);
    if (found !== undefined) {
      section = found;
      if (section === wantedSection) lastInSection = i;
      continue;
    }
    if (section !== wantedSection) continue;
    lastInSection = i;
    const eq = lines[i]!.indexOf('=');
    const lineName = (eq < 0 ? lines[i]! : lines[i]!.slice(0, eq)).trim().toLowerCase();
    if (lineName !== name.toLowerCase()) continue;
    if (value === undefined) lines.splice(i, 1);
    else lines[i] = `\t${name} = ${quoteValue(value)}`;
    fs.mkdir(dirname(path), { recursive: true });
    fs.writeFile(path, lines.map((line) => `${line}\n`).join(''));
    return;
  }
  if (value === undefined) return;
  if (lastInSection >= 0) lines.splice(lastInSection + 1, 0, `\t${name} = ${quoteValue(value)}`);
  else lines.push(header, `\t${name} = ${quoteValue(value)}`);
  fs.mkdir(dirname(path), { recursive: true });
  fs.writeFile(path, lines.map((line) => `${line}\n`).join(''));
}

/** Removes a whole section such as `remote.origin` (for `git remote remove`). */
export function removeConfigSection(fs: MemoryFs, path: string, section: string): void {
  if (!fs.isFile(path)) return;
  const kept: string[] = [];
  let inside = false;
  for (const line of fs.readFile(path).split('\n')) {
    const found = headerSection(line);
    if (found !== undefined) inside = found === section;
    if (!inside) kept.push(line);
  }
  fs.writeFile(path, kept.join('\n'));
}
