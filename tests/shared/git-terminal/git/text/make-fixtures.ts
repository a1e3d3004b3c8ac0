/**
 * Writes the fixtures of the text tests from real Git (2.39): `npx tsx tests/shared/git-terminal/git/text/make-fixtures.ts`.
 * Diffs come from `git diff --no-index`; merges from `git checkout --conflict=<style>`, which runs the
 * same merge as `git merge` with the labels ours, base and theirs, and their conflict count from `git merge-file`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { diffCases, mergeCases } from './text-cases.ts';

const STYLES = ['merge', 'diff3', 'zdiff3'] as const;
const work = mkdtempSync(join(tmpdir(), 'git-text-'));
// No user or system configuration may change what Git prints.
const env = { ...process.env, HOME: work, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LC_ALL: 'C' };

function git(args: string[], input?: string): { stdout: string; status: number } {
  const run = spawnSync('git', args, { cwd: work, env, input, encoding: 'utf8' });
  if (run.status === null || run.status > 127) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return { stdout: run.stdout, status: run.status };
}

function diffFixture(name: string, oldText: string, newText: string) {
  writeFileSync(join(work, 'a'), oldText);
  writeFileSync(join(work, 'b'), newText);
  const patch = git(['diff', '--no-index', '--no-color', '-U3', 'a', 'b']).stdout;
  const at = patch.indexOf('\n@@');
  const [insertions = '0', deletions = '0'] = git(['diff', '--no-index', '--numstat', 'a', 'b']).stdout.split('\t');
  return {
    name,
    oldText,
    newText,
    hunks: at === -1 ? '' : patch.slice(at + 1),
    insertions: Number(insertions),
    deletions: Number(deletions),
  };
}

function mergeFixture(name: string, base: string, ours: string, theirs: string, style: (typeof STYLES)[number], path: string) {
  const [baseId, oursId, theirsId] = [base, ours, theirs].map((text) => git(['hash-object', '-w', '--stdin'], text).stdout.trim());
  git(['update-index', '--index-info'], `100644 ${baseId} 1\t${path}\n100644 ${oursId} 2\t${path}\n100644 ${theirsId} 3\t${path}\n`);
  git(['checkout', `--conflict=${style}`, '--', path]);
  const text = readFileSync(join(work, path), 'utf8');
  for (const [file, content] of [
    ['ours', ours],
    ['base', base],
    ['theirs', theirs],
  ])
    writeFileSync(join(work, file!), content!);
  const flags = style === 'merge' ? [] : [`--${style}`];
  const mergeFile = git(['merge-file', '-p', ...flags, '-L', 'ours', '-L', 'base', '-L', 'theirs', 'ours', 'base', 'theirs']);
  // merge-file also joins conflicts separated by lines without letters or digits; git merge does not.
  const conflicts = mergeFile.stdout === text ? mergeFile.status : text.split('\n').filter((line) => line.startsWith('<<<<<<< ')).length;
  return { name, style, base, ours, theirs, text, conflicts };
}

async function writeJson(file: string, value: unknown): Promise<void> {
  const path = join(import.meta.dirname, file);
  const options = await resolveConfig(path);
  writeFileSync(path, await format(JSON.stringify(value), { ...options, filepath: path }));
}

try {
  execFileSync('git', ['init', '-q'], { cwd: work, env });
  const diffs = diffCases.map((c) => diffFixture(c.name, c.oldText, c.newText));
  const merges = mergeCases.flatMap((c, n) =>
    STYLES.map((style) => mergeFixture(c.name, c.base, c.ours, c.theirs, style, `f${n}-${style}`)),
  );
  await writeJson('line-diff-fixtures.json', diffs);
  await writeJson('merge-file-fixtures.json', merges);
  console.log(`${diffs.length} diffs, ${merges.length} merges`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
