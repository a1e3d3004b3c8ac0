import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const moduleUrl = pathToFileURL(path.join(rootDir, 'scripts', 'vite', 'parent-lines.ts')).href;

/** Runs `script` (an ES module, under tsx) with `input` on its standard input; its output's last line, parsed. */
function run(script: string, input: string): unknown {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: rootDir,
    input,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!);
}

describe("what the build's parent process says", () => {
  it('reaches both Vite builds of a process, however late the second one first asks', () => {
    // Each build loads its own copy of the module with its config: a second reader started after
    // "go" came would never hear it, and its build would wait for ever.
    const heard = run(
      `const first = await import(${JSON.stringify(`${moduleUrl}?build=client`)});
       const go = await first.parentLines().said('go');
       const second = await import(${JSON.stringify(`${moduleUrl}?build=server`)});
       console.log(JSON.stringify([go, await second.parentLines().said('go'), await second.parentLines().said('bodies')]));`,
      'go\nbodies\n',
    );
    expect(heard).toEqual([true, true, true]);
  });

  it('is false for a line the parent never said, once its input ends', () => {
    const heard = run(
      `const { parentLines } = await import(${JSON.stringify(moduleUrl)});
       console.log(JSON.stringify([await parentLines().said('go'), await parentLines().said('bodies')]));`,
      'go\n',
    );
    expect(heard).toEqual([true, false]);
  });
});
