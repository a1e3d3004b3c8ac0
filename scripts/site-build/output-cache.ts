import { existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
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

/** Links each kind's cached output in by key (hard links, never written into), runs and keeps the others; the kinds reused, the keys. */
export async function cachedViteBuilds(
  rootDir: string,
  cacheDir: string,
  env: NodeJS.ProcessEnv,
  outDirs: Record<BundleKind, string>,
  run: (kinds: BundleKind[]) => Promise<void>,
): Promise<{ reused: BundleKind[]; keys: Record<BundleKind, string> }> {
  const kinds = Object.keys(outDirs) as BundleKind[];
  const keys = Object.fromEntries(kinds.map((kind) => [kind, buildKey(rootDir, kind, env)])) as Record<BundleKind, string>;
  const entry = (kind: BundleKind) => path.join(cacheDir, `${kind}-${keys[kind]}`);
  const reused: BundleKind[] = [];
  for (const kind of kinds) if (await reuse(entry(kind), outDirs[kind])) reused.push(kind);
  const built = kinds.filter((kind) => !reused.includes(kind));
  if (built.length > 0) await run(built);
  for (const kind of built) await keep(outDirs[kind], entry(kind), kind);
  return { reused, keys };
}

/** What a cached site keeps beside its files: the report of the build that wrote it. */
const SITE_REPORT = '.build-report.json';

/** The site an earlier build of the same key (bundles and catalogue) wrote, linked into `distDir` with its report; else `build`'s, kept. */
export async function cachedSite<Report>(
  cacheDir: string,
  key: string,
  distDir: string,
  build: () => Promise<Report>,
): Promise<{ report: Report; reused: boolean }> {
  // A folder per site: another build's outDir keeps sites of its own.
  const kind = 'site';
  const entry = path.join(cacheDir, path.basename(distDir), `${kind}-${key}`);
  if (await reuse(entry, distDir, [SITE_REPORT]))
    return { report: JSON.parse(await readFile(path.join(entry, SITE_REPORT), 'utf8')) as Report, reused: true };
  const report = await build();
  await keep(distDir, entry, kind, JSON.stringify(report));
  return { report, reused: false };
}

/** Links the output kept as `entry` into `outDir` (but the names `skip` has), if there is one; true when it did. */
async function reuse(entry: string, outDir: string, skip: readonly string[] = []): Promise<boolean> {
  if (!existsSync(entry)) return false;
  await rm(outDir, { recursive: true, force: true });
  linkTree(entry, outDir, skip);
  const now = new Date();
  await utimes(entry, now, now);
  return true;
}

/** Keeps `outDir` as `entry` (named `<kind>-<key>`), with a site's `report`, and prunes the older ones of its kind. */
async function keep(outDir: string, entry: string, kind: string, report?: string) {
  await mkdir(path.dirname(entry), { recursive: true });
  // Linked under a temporary name, then renamed: an entry that exists is always whole.
  const temporary = `${entry}.${process.pid}.tmp`;
  await rm(temporary, { recursive: true, force: true });
  linkTree(outDir, temporary);
  if (report !== undefined) await writeFile(path.join(temporary, SITE_REPORT), report);
  await rename(temporary, entry).catch(() => rm(temporary, { recursive: true, force: true }));
  await prune(path.dirname(entry), kind);
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
