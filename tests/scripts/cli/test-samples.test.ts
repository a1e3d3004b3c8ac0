import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'check-samples-'));
  await mkdir(path.join(dir, 'react'));
  await writeFile(path.join(dir, 'outside.md'), '---\ntitle: Outside\n---\n\n```bash run\necho secret\n```\n');
  await symlink(path.join(dir, 'outside.md'), path.join(dir, 'react', '101-link.md'));
  await writeFile(
    path.join(dir, 'react', '102-latin1.md'),
    Buffer.from('---\ntitle: x\n---\n\n```bash run\necho "caf\xe9"\n```\n', 'latin1'),
  );
  await writeFile(path.join(dir, 'react', '103-fine.md'), '---\ntitle: y\n---\n\n```bash run\necho ok\n```\n\n```text output\nok\n```\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run test:samples', () => {
  it('reads notes as the content build does: a symbolic link is refused, not followed, and bytes that are not UTF-8 are an error', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/cli/test-samples.ts', path.join(dir, 'react')], {
      cwd: root,
    });
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const lines = failure!.stdout.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/101-link\.md:1:1 error: is a symbolic link .*not followed$/));
    expect(lines).toContainEqual(expect.stringMatching(/102-latin1\.md:6:10 error: is not UTF-8: the byte 0xE9/));
    expect(failure!.stdout).not.toContain('secret');
    // The readable note is still checked.
    expect(failure!.stdout).toMatch(/^bash +1 /m);
  });
});
