import path from 'node:path';
import { preview, type PreviewServer } from 'vite';

/** Serves a built site with `vite preview` on a free loopback port, or on `port` (the offline tests' later deployment). */
export async function serveDist(root: string, outDir = 'dist', port = 0): Promise<{ server: PreviewServer; origin: string }> {
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir: path.join(root, outDir) },
    preview: { host: '127.0.0.1', port, strictPort: port !== 0, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('vite preview did not report a port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}
