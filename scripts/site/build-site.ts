import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LogLevel } from 'vite';

export interface BuildSiteOptions {
  rootDir: string;
  /** Where the site goes, relative to rootDir. */
  outDir?: string;
  /** Site settings (VITE_*) for this build only. */
  env?: Record<string, string>;
  logLevel?: LogLevel;
}

export interface BuildSiteResult {
  pages: number;
  outDir: string;
}

const run = promisify(execFile);
// The CLI file is not in vite's exports map: find it next to its package.json.
const VITE_BIN = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

/**
 * The production build: the client bundle, then a server bundle of the same routes with the
 * prerenderer (prerender.ts), which writes every page as static HTML and the files search engines,
 * feed readers and static hosts read.
 */
export async function buildSite({ rootDir, outDir = 'dist', env = {}, logLevel = 'warn' }: BuildSiteOptions): Promise<BuildSiteResult> {
  const distDir = path.resolve(rootDir, outDir);
  const serverDir = path.join(rootDir, '.ssr', path.basename(distDir));
  const env_ = { ...process.env, ...env };
  // Each step runs in a process of its own, so the peak memory is one step's, not the sum.
  const node = async (...args: string[]) => (await run(process.execPath, args, { cwd: rootDir, env: env_, maxBuffer: 64 << 20 })).stdout;
  const vite = async (...args: string[]) => {
    const stdout = await node(VITE_BIN, 'build', '--logLevel', logLevel, ...args);
    if (logLevel === 'info') process.stdout.write(stdout);
  };
  try {
    await vite('--outDir', distDir, '--emptyOutDir');
    // vite.config.ts gives the server build its two entries: the app's and the prerenderer.
    await vite('--ssr', '--outDir', serverDir, '--emptyOutDir');
    const report = (await node(path.join(serverDir, 'prerender.js'), path.join(serverDir, 'entry-server.js'), distDir))
      .trim()
      .split('\n')
      .at(-1)!;
    return { pages: (JSON.parse(report) as { pages: number }).pages, outDir: distDir };
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}
