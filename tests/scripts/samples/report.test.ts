import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const temp = await mkdtemp(path.join(os.tmpdir(), 'check-samples-cli-'));
afterAll(() => rm(temp, { recursive: true, force: true }));

/** Runs `npm run test:samples -- <files>` as CI would, without npm. */
async function checkSamplesCli(...files: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/cli/test-samples.ts', ...files], {
      cwd: ROOT,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('npm run test:samples', () => {
  it('names each failure by file and line, ends with the totals, and exits non-zero', async () => {
    const { code, stdout } = await checkSamplesCli('tests/fixtures/samples/shell.md');
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('tests/fixtures/samples/shell.md:13 bash: error: syntax error: unexpected end of file');
    expect(lines).toContain('  tests/fixtures/samples/shell.md:26 bash: needs a running Docker daemon');
    expect(lines).toContain('2 samples failed (2 failures).');
  });

  it('exits with 0 when every sample passes', async () => {
    const note = path.join(temp, 'good.md');
    await writeFile(note, '```python run\nprint(6 * 7)\n```\n\n```text output\n42\n```\n');
    const { code, stdout } = await checkSamplesCli(note);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^python +1 +1 +0 +1 +1 +0 +0$/m);
    expect(stdout).toContain('1 code sample: all pass.');
  });

  it('counts the solutions of exercises apart, and says when they all pass', async () => {
    const note = path.join(temp, 'exercises.md');
    await writeFile(
      note,
      '## Exercises\n\n### 1. Double it\n\nPrint twice 21.\n\n```python run solution\nprint(2 * 21)\n```\n\n```text output\n42\n```\n',
    );
    const { code, stdout } = await checkSamplesCli(note);
    expect(code).toBe(0);
    expect(stdout.split('\n')).toContain('solutions: 1, all pass (1 ran with their output compared).');
  });
});
