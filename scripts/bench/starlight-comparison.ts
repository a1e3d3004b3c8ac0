/**
 * `npm run bench -- --real --starlight`: Starlight building the same notes in the same run, timed as our build is: cold
 * (no cache) and warm (a second build). Astro 5 and Starlight 0.37, the last versions that run on the project's
 * Node.js 20, are installed into .bench/starlight/ by npm: no dependency of ours.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR, timeNode, type BuildRun } from './bench-kit.ts';

const PACKAGES = { astro: '5.18.2', '@astrojs/starlight': '0.37.7' };

export interface StarlightFigures {
  packages: typeof PACKAGES;
  notes: number;
  cold: BuildRun[];
  warm: BuildRun[];
}

/** Builds the notes of `notesDir` with Starlight `runs` times from scratch, each followed by a second build. */
export async function measureStarlight(notesDir: string, runs = 3): Promise<StarlightFigures> {
  const dir = path.join(ROOT_DIR, '.bench', 'starlight');
  const notes = await writeProject(dir, notesDir);
  const astro = [path.join(dir, 'node_modules', 'astro', 'astro.js'), 'build'];
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const figures: StarlightFigures = { packages: PACKAGES, notes, cold: [], warm: [] };
  for (let run = 0; run < runs; run++) {
    // Astro's caches: the content layer's store, and what it generates beside the sources.
    for (const cache of ['dist', '.astro', path.join('node_modules', '.astro')])
      await rm(path.join(dir, cache), { recursive: true, force: true });
    figures.cold.push(timeNode(dir, astro, env));
    await expectEveryNote(dir, notes);
    figures.warm.push(timeNode(dir, astro, env));
  }
  return figures;
}

/** A Starlight site whose docs are the notes, a sidebar group per series; returns how many notes it has. */
async function writeProject(dir: string, notesDir: string): Promise<number> {
  const docs = path.join(dir, 'src', 'content', 'docs');
  await rm(docs, { recursive: true, force: true });
  let notes = 0;
  for (const series of await readdir(notesDir)) {
    // `c++` as `cpp`: a folder name that is also a plain URL segment.
    const target = path.join(docs, series.replaceAll('+', 'p'));
    await mkdir(target, { recursive: true });
    for (const file of (await readdir(path.join(notesDir, series))).filter((name) => /^\d+-.+\.md$/.test(name))) {
      await cp(path.join(notesDir, series, file), path.join(target, file));
      notes++;
    }
  }
  await writeFile(path.join(docs, 'index.md'), '---\ntitle: Study Notes\n---\n\nShort notes on programming.\n');
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'starlight-comparison', private: true, type: 'module', dependencies: PACKAGES }, null, 2),
  );
  await writeFile(
    path.join(dir, 'astro.config.mjs'),
    `import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { readdirSync } from 'node:fs';
const series = readdirSync(new URL('./src/content/docs', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory());
export default defineConfig({
  integrations: [starlight({ title: 'Study Notes', sidebar: series.map(({ name }) => ({ label: name, autogenerate: { directory: name } })) })],
});
`,
  );
  await writeFile(
    path.join(dir, 'src', 'content.config.ts'),
    `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`,
  );
  const installed = Object.entries(PACKAGES).every(([name, version]) => installedVersion(dir, name) === version);
  if (!installed) execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  return notes;
}

/** The version of `name` installed in `dir`, if any. */
function installedVersion(dir: string, name: string): string | undefined {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
}

/** A build that quietly left notes out would be a faster build of less: every note must have its page. */
async function expectEveryNote(dir: string, notes: number): Promise<void> {
  const pages = (await readdir(path.join(dir, 'dist'), { recursive: true })).filter((file) =>
    /\/\d+-[^/]+\/index\.html$/.test(file),
  ).length;
  if (pages !== notes) throw new Error(`Starlight built ${pages} of the ${notes} notes' pages`);
}
