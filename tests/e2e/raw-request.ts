import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A GET with its path written as is (fetch and Playwright's client would normalise it first); the
 * body decompressed, as a browser reads it.
 */
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const content = encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body;
        resolve({ status: response.statusCode!, headers: response.headers, body: content.toString('latin1') });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Paths that try to reach `target`, a file beside the site's folder (its path from the folder's
 * parent, `/`-separated), or whose encoding is broken, each with the status nginx answers: 400 for
 * a malformed escape, a NUL byte or a path that climbs above the root once decoded; 404 for what
 * names no file of the site (a backslash, a double encoding, bytes that are not UTF-8, a path that
 * is absolute on the disk).
 */
export function hostilePaths(target: string, absolute: string): [path: string, status: 400 | 404][] {
  const slashes = target.replaceAll('/', '%2f');
  return [
    [`/../${target}`, 400],
    [`/..%2f${slashes}`, 400],
    [`/..%2F${target.replaceAll('/', '%2F')}`, 400],
    [`/%2e%2e%2f${slashes}`, 400],
    [`/%2E%2E/${target}`, 400],
    [`/.%2e/${target}`, 400],
    [`/react/..%2f..%2f${slashes}`, 400],
    [`/assets/%2e%2e/%2e%2e/%2e%2e/${target}`, 400],
    [`//..%2f${slashes}`, 400],
    [`/..%2f${slashes}%00.html`, 400],
    [`http://localhost/..%2f${slashes}`, 400],
    [`/..%5c${target.replaceAll('/', '%5c')}`, 404],
    [`/..\\${target.replaceAll('/', '\\')}`, 404],
    [`/%252e%252e%252f${target}`, 404],
    [`/..%252f${slashes}`, 404],
    [`/..%c0%af${target}`, 404],
    [`/${absolute}`, 404],
    [`/${absolute.replaceAll('/', '%2f')}`, 404],
    ['/%', 400],
    ['/%zz', 400],
    ['/100%', 400],
    ['/react/%E0%A4%A', 400],
    ['/react/%E0%A4', 404],
    ['/%ED%A0%80', 404],
    ['/%00', 400],
  ];
}
