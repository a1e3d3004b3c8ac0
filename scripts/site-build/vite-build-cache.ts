import { existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { hashProjectFiles } from '../compiler/cache-file.ts';
import { PROJECT_FILES } from '../serve/project-copy.ts';
import type { BundleKind } from './child-messages.ts';

/** Everything a Vite build reads, installed package versions and settings files included; a folder counts whole. */
const BUILD_INPUTS = [
  ...PROJECT_FILES,
  'node_modules/.package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
/** The last outputs kept of each kind: the e2e runner's two builds (the site and its variant) alternate. */
const KEPT_PER_KIND = 2;
/** A temporary folder this old was left by a build that was stopped. */
const ABANDONED_MS = 10 * 60_000;

/** A build's key: every input's path and content, its kind, its VITE_* and NODE_ENV settings and the Node version. */
export function buildKey(rootDir: string, kind: BundleKind, env: NodeJS.ProcessEnv): string {
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return hashProjectFiles(rootDir, BUILD_INPUTS, { extra: [kind, process.version, ...settings] });
}

/** Links each kind's cached output in by key, runs the others and keeps them; hard links, never written into. Resolves with the kinds reused. */
export async function cachedViteBuilds(
  rootDir: string,
  cacheDir: string,
  env: NodeJS.ProcessEnv,
  outDirs: Record<BundleKind, string>,
  run: (kinds: BundleKind[]) => Promise<void>,
): Promise<BundleKind[]> {
  const kinds = Object.keys(outDirs) as BundleKind[];
  const entries = Object.fromEntries(kinds.map((kind) => [kind, path.join(cacheDir, `${kind}-${buildKey(rootDir, kind, env)}`)]));
  const reused = kinds.filter((kind) => existsSync(entries[kind]!));
  const now = new Date();
  for (const kind of reused) {
    await rm(outDirs[kind], { recursive: true, force: true });
    linkTree(entries[kind]!, outDirs[kind]);
    await utimes(entries[kind]!, now, now);
  }
  const built = kinds.filter((kind) => !reused.includes(kind));
  if (built.length === 0) return reused;
  await run(built);
  await mkdir(cacheDir, { recursive: true });
  for (const kind of built) {
    // Linked under a temporary name, then renamed: an entry that exists is always whole.
    const temporary = `${entries[kind]}.${process.pid}.tmp`;
    await rm(temporary, { recursive: true, force: true });
    linkTree(outDirs[kind], temporary);
    await rename(temporary, entries[kind]!).catch(() => rm(temporary, { recursive: true, force: true }));
    await prune(cacheDir, kind);
  }
  return reused;
}

/** Makes `to` a folder of hard links to the files of `from`, folders and all, but the names `skip` has. */
export function linkTree(from: string, to: string, skip: readonly string[] = []) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (skip.includes(entry.name)) continue;
    if (entry.isDirectory()) linkTree(path.join(from, entry.name), path.join(to, entry.name));
    else linkSync(path.join(from, entry.name), path.join(to, entry.name));
  }
}

/** Keeps the newest KEPT_PER_KIND outputs of a kind, and removes what stopped builds left. */
async function prune(cacheDir: string, kind: string) {
  const entries = await Promise.all(
    (await readdir(cacheDir))
      .filter((name) => name.startsWith(`${kind}-`))
      .map(async (name) => ({ name, modified: (await stat(path.join(cacheDir, name))).mtimeMs })),
  );
  const finished = entries.filter((entry) => !entry.name.endsWith('.tmp')).sort((a, b) => b.modified - a.modified);
  const abandoned = entries.filter((entry) => entry.name.endsWith('.tmp') && Date.now() - entry.modified > ABANDONED_MS);
  for (const { name } of [...finished.slice(KEPT_PER_KIND), ...abandoned])
    await rm(path.join(cacheDir, name), { recursive: true, force: true });
}
