import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../../../scripts/compiler/build-content';
import type { NoteJob } from '../../../../scripts/compiler/compile-note';
import { compileAll } from '../../../../scripts/compiler/threads/compile-pool';
import { highlightPool, MIN_JOBS_FOR_WORKERS } from '../../../../scripts/compiler/threads/compile-threads';
import { highlightCode, loadHighlighter } from '../../../../scripts/compiler/highlight/highlight-code';
import { listSources, readSources } from '../../../../scripts/note-source/load';

const root = await mkdtemp(path.join(os.tmpdir(), 'notes-pool-'));
afterAll(() => rm(root, { recursive: true, force: true }));

// Enough notes for a cold build to be shared with worker threads, each linking to the one before.
const count = MIN_JOBS_FOR_WORKERS + 40;
await mkdir(path.join(root, 'notes', 'c++'), { recursive: true });
await writeFile(path.join(root, 'notes', 'c++', '_series.md'), '---\ntitle: C++\nicon: ⚙️\ndescription: Many notes.\n---\n');
for (let index = 0; index < count; index++) {
  const id = 1001 + index;
  const link = index === 0 ? '' : ` After [the previous note](./${id - 1}-note.md).`;
  const body = `Note ${index} with \`code\`.${link}\n\n## Part ${index}\n\n| a | b |\n| - | - |\n| ${index} | x |\n\n\`\`\`cpp\nint main() { return ${index % 7}; }\n\`\`\`\n`;
  const broken = index === 321 ? 'titel: typo\n' : '';
  await writeFile(
    path.join(root, 'notes', 'c++', `${id}-note.md`),
    `---\nid: ${id}\ntitle: Note ${index}\ndescription: Generated.\ntags: [one, two, three]\ndate: 2025-07-26\n${broken}---\n\n${body}`,
  );
}

describe('a cold build shared with worker threads', () => {
  it('gives exactly the result of a build on one thread, problems included', async () => {
    const single = await buildContent({ rootDir: root, check: true, threads: 1 });
    const shared = await buildContent({ rootDir: root, check: true, threads: 2 });
    expect(shared.catalogue).toEqual(single.catalogue);
    expect(shared.problems).toEqual(single.problems);
    expect(shared.problems).toEqual([expect.objectContaining({ file: 'notes/c++/1322-note.md', field: 'titel', line: 7 })]);
    expect(shared.ok).toBe(false);
    expect(shared.catalogue.notes).toHaveLength(count);
    // Two cold builds of 640 notes, each thread tokenising its first C++ sample: slow on a busy machine.
  }, 60_000);
});

describe('a cold build that colours its code on another thread', () => {
  it('gives exactly the colours (and everything else) of a build on one thread', async () => {
    // Real notes of several languages, enough text for the colouring thread to start.
    const notesDir = path.join(import.meta.dirname, '..', '..', '..', '..', 'notes');
    const files = (await listSources(notesDir)).filter((file) => /^(c\+\+|css|javascript|python)\/\d+-/.test(file)).slice(0, 60);
    const jobs: NoteJob[] = (await readSources(notesDir, files)).map((source) => ({
      path: source.path,
      text: source.text,
      topic: source.path.split('/')[0]!,
    }));
    expect(jobs.reduce((sum, job) => sum + job.text.length, 0)).toBeGreaterThan(256 * 1024);
    const context = { table: new Map(), seriesKeys: new Set<string>() };

    const threads = highlightPool();
    let started = 0;
    const counted = { ...threads, colourer: () => (started++, threads.colourer!()) };
    try {
      const { results: shared, coloured } = await compileAll(jobs, context, new Map(), counted);
      await coloured;
      const { results: single } = await compileAll(jobs, context, new Map());
      expect(started).toBe(1);
      expect(shared).toEqual(single);
      expect(shared.flatMap((result) => result.annotations.code).filter((runs) => runs !== 0).length).toBeGreaterThan(100);
    } finally {
      await threads.close();
    }
  }, 60_000);
});

describe('notes returned before their code is coloured', () => {
  it('have every colour once `coloured` settles, when the colouring thread answers a batch before the next is sent', async () => {
    await loadHighlighter();
    // A thread that answers each batch at once: the first batch (the first note's 16 KB of code) is
    // answered before the last note's block is sent.
    const run = async (batch: readonly { code: string; lang: string }[]) => {
      await new Promise((resolve) => setImmediate(resolve));
      return batch.map((block) => highlightCode(block.code, block.lang) ?? 0);
    };
    const threads = {
      colourer: () => ({ pool: { run, threads: 1, close: async () => {} }, ready: Promise.resolve() }),
      close: async () => {},
    };
    const longCode = Array.from({ length: 700 }, (_, line) => `const value${line} = ${line} * 2;`).join('\n');
    const prose = 'Words about nothing in particular, written to fill the note. '.repeat(4500);
    const jobs: NoteJob[] = [
      {
        path: 'javascript/101-first.md',
        topic: 'javascript',
        text: `---\nid: 101\ntitle: First\ndate: 2025-07-26\n---\n\n\`\`\`js\n${longCode}\n\`\`\`\n`,
      },
      { path: 'javascript/102-prose.md', topic: 'javascript', text: `---\nid: 102\ntitle: Prose\ndate: 2025-07-26\n---\n\n${prose}\n` },
      {
        path: 'javascript/103-last.md',
        topic: 'javascript',
        text: `---\nid: 103\ntitle: Last\ndate: 2025-07-26\n---\n\n\`\`\`python\nprint("the last block")\n\`\`\`\n`,
      },
    ];
    const context = { table: new Map(), seriesKeys: new Set<string>() };
    const { results, coloured } = await compileAll(jobs, context, new Map(), threads);
    await coloured;
    const { results: single } = await compileAll(jobs, context, new Map());
    expect(results.map((result) => result.annotations.code)).toEqual(single.map((result) => result.annotations.code));
    expect(results[2]!.annotations.code).toEqual([expect.any(Array)]);
  });
});
