import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { framedBySiteOnly } from '../../../scripts/policy/content-security-policy.ts';
import { staticPreview } from '../../../scripts/serve/static-preview.ts';

let root: string;
let dev: ViteDevServer;
let built: PreviewServer;

const originOf = (server: ViteDevServer | PreviewServer) => {
  const address = server.httpServer!.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'framed-by-site-only-'));
  for (const dir of ['', 'dist']) {
    await mkdir(path.join(root, dir, 'src', 'try-it'), { recursive: true });
    await writeFile(path.join(root, dir, 'index.html'), '<p>home</p>');
    await writeFile(path.join(root, dir, 'src', 'try-it', 'sandbox.html'), '<p>sandbox</p>');
  }
  await writeFile(path.join(root, 'dist', '404.html'), '<p>not found</p>');
  const config = { root, configFile: false, logLevel: 'silent', server: { host: '127.0.0.1', port: 0, ws: false } } as const;
  dev = await createServer({ ...config, plugins: [framedBySiteOnly()] });
  await dev.listen();
  built = await preview({
    ...config,
    appType: 'mpa',
    plugins: [framedBySiteOnly(), staticPreview()],
    preview: { host: '127.0.0.1', port: 0 },
  });
});

afterAll(async () => {
  await Promise.all([dev?.close(), built?.close()]);
  await rm(root, { recursive: true, force: true });
});

describe('the dev server and the preview server', () => {
  it('let only the site frame what they send: pages, sandbox pages, 404s and malformed paths; sandbox pages get an origin of their own', async () => {
    for (const server of [dev, built]) {
      for (const pathname of ['/', '/src/try-it/sandbox.html', '/nope', '/%']) {
        const response = await fetch(originOf(server) + pathname);
        const sandbox = pathname.startsWith('/src/try-it/') ? 'sandbox allow-scripts allow-forms; ' : '';
        expect(response.headers.get('content-security-policy'), pathname).toBe(`${sandbox}frame-ancestors 'self'`);
        expect(response.headers.get('x-frame-options'), pathname).toBe('SAMEORIGIN');
      }
    }
  });
});
