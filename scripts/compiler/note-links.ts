import path from 'node:path';

/** Where a note file lives, keyed by its path inside notes/ (`react/104-jsx-in-depth.md`). */
export type NoteFileTable = ReadonlyMap<string, { topic: string; id: number }>;

export type LinkResolution = { kind: 'external' } | { kind: 'note'; href: string } | { kind: 'missing'; target: string };

/** Resolves a link of the note at `fromFile`: a relative link to a Markdown file becomes a site link (`/react/104#hash`). */
export function resolveNoteLink(fromFile: string, url: string, table: NoteFileTable, seriesKeys: ReadonlySet<string>): LinkResolution {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('#')) return { kind: 'external' };
  const [pathPart = '', ...rest] = url.split('#');
  const hash = rest.length > 0 ? `#${rest.join('#')}` : '';
  const cleanPath = pathPart.split('?')[0]!;
  if (!cleanPath.endsWith('.md')) return { kind: 'external' };

  let decoded: string;
  try {
    decoded = decodeURIComponent(cleanPath);
  } catch {
    return { kind: 'missing', target: cleanPath };
  }
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decoded));
  const note = table.get(target);
  if (note) return { kind: 'note', href: `/${note.topic}/${note.id}${hash}` };

  const [topic, fileName] = target.split('/');
  if (fileName === '_series.md' && topic && seriesKeys.has(topic)) return { kind: 'note', href: `/${topic}${hash}` };
  return { kind: 'missing', target: `notes/${target}` };
}
