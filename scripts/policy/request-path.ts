import { isUtf8 } from 'node:buffer';

/** A request's file path, decoded once as nginx reads it: 400 for a bad escape, NUL or climb above the root, 404 for bad UTF-8 or `\`. */
export function readRequestPath(url: string): { path: string } | { status: 400 | 404 } {
  const target = url.split('?')[0]!;
  // The absolute form a proxy sends: `GET http://host/path`.
  const raw = target.startsWith('/') ? target : URL.canParse(target) ? new URL(target).pathname : undefined;
  if (raw === undefined || /%(?![\da-f]{2})/i.test(raw)) return { status: 400 };
  // The request line arrives as bytes, one character each; escapes are bytes too.
  const latin1 = raw.replace(/%([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const bytes = Buffer.from(latin1, 'latin1');
  if (bytes.includes(0)) return { status: 400 };
  const path = bytes.toString('utf8');
  if (!isUtf8(bytes) || path.includes('\\')) return { status: 404 };
  let depth = 0;
  for (const segment of path.split('/')) {
    if (segment === '..') depth -= 1;
    else if (segment !== '' && segment !== '.') depth += 1;
    if (depth < 0) return { status: 400 };
  }
  return { path };
}
