import { existsSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { hashProjectFiles } from '../content/cache-file.ts';

/**
 * Everything a Vite build of the site reads: the app and its generated catalogue, the build's own
 * code (the config's plugins, the prerenderer), the static files, the configs, the versions of
 * every installed package (npm's record of node_modules) and the settings files. A folder counts
 * whole, so a file added or removed anywhere in it changes the key as surely as an edit.
 */
const BUILD_INPUTS = [
  'src',
  'scripts',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
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

export interface CachedBuild {
  /** `client` or `server`: the outputs of one kind are pruned together. */
  kind: string;
  /** What the build is told beside its output folder (`--ssr`), and its environment. */
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  outDir: string;
  /** Runs the build into outDir. */
  build: () => Promise<void>;
  /**
   * The build runs already (it started before its inputs were all written, and its output may be in
   * use): it is stored under the key once done, never replaced by an earlier build's output.
   */
  started?: boolean;
  /**
   * The files (by path from the project) the output reads when it runs, by their full path, rather
   * than carrying them: only their paths count in the key, and the project's folder does.
   */
  readAtRuntime?: RegExp;
}

/**
 * The key of a build: every input's path and content, its arguments, the site settings it is given
 * (VITE_* and NODE_ENV) and the Node version running it.
 */
export function buildKey(
  rootDir: string,
  { kind, args, env, readAtRuntime }: Pick<CachedBuild, 'kind' | 'args' | 'env' | 'readAtRuntime'>,
): string {
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  const runtime = readAtRuntime ? [`files read at runtime from ${rootDir}: ${readAtRuntime.source}`] : [];
  return hashProjectFiles(rootDir, BUILD_INPUTS, {
    extra: [kind, process.version, ...args, ...settings, ...runtime],
    contentOf: (file) => !readAtRuntime?.test(file.split(path.sep).join('/')),
  });
}

/**
 * Runs a Vite build, or, when a build with the same key (buildKey) finished before, puts its output
 * in outDir instead: a build of unchanged inputs does no work twice, and an input that changed,
 * however small, builds again. A finished build's output goes into the cache before anything else
 * is written beside it. Both ways the files are hard links, not copies (the client build's 300 files
 * and 19 MB took 170 ms to copy, on the build's critical path): whatever later writes into the
 * site's folder (the pages, the compressed files) makes new files, never writes into one of these
 * (prerender.ts replaces index.html, the template it fills), so the cache cannot change. Resolves
 * with whether it reused one.
 */
export async function cachedViteBuild(rootDir: string, cacheDir: string, options: CachedBuild): Promise<boolean> {
  const entry = path.join(cacheDir, `${options.kind}-${buildKey(rootDir, options)}`);
  if (!options.started && existsSync(entry)) {
    await rm(options.outDir, { recursive: true, force: true });
    linkTree(entry, options.outDir);
    const now = new Date();
    await utimes(entry, now, now);
    return true;
  }
  await options.build();
  await mkdir(cacheDir, { recursive: true });
  // Linked under a temporary name, then renamed: an entry that exists is always whole.
  const temporary = `${entry}.${process.pid}.tmp`;
  await rm(temporary, { recursive: true, force: true });
  linkTree(options.outDir, temporary);
  try {
    await rename(temporary, entry);
  } catch {
    // Another build of the same inputs stored it first.
    await rm(temporary, { recursive: true, force: true });
  }
  await prune(cacheDir, options.kind);
  return false;
}

/** Makes `to` a folder of hard links to the files of `from`, folders and all. */
function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) linkTree(path.join(from, entry.name), path.join(to, entry.name));
    else linkSync(path.join(from, entry.name), path.join(to, entry.name));
  }
}

/** Whether the cache holds the output of any earlier build of a kind: a build that does not cannot reuse one. */
export function hasCachedBuild(cacheDir: string, kind: string): boolean {
  return existsSync(cacheDir) && readdirSync(cacheDir).some((name) => name.startsWith(`${kind}-`) && !name.endsWith('.tmp'));
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
