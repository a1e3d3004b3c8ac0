// Runs every scenario with the real Git and records each step's output: the unit tests replay them against ours.
// Usage: npx tsx tests/shared/git-terminal/git/record-git-fixtures.ts
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitScenarios } from './git-scenarios.ts';
import { shellWords } from './shell-words.ts';

const ROOT = '/tmp/gitfix';
const outFile = path.resolve(import.meta.dirname, 'git-fixtures.json');

type Step =
  | { kind: 'git'; cwd: string; args: string[]; env: Record<string, string>; stdout: string; stderr: string; code: number }
  | { kind: 'write'; path: string; text: string; append: boolean }
  | { kind: 'mkdir'; path: string }
  | { kind: 'rm'; path: string };

function record(name: string, lines: string[]): { name: string; steps: Step[] } {
  const root = `${ROOT}/${name}`;
  const home = `/tmp/gitfix-home/${name}`;
  rmSync(root, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  mkdirSync(home, { recursive: true });
  let cwd = root;
  const steps: Step[] = [];
  lines.forEach((line, index) => {
    const words = shellWords(line);
    const [command, ...rest] = words;
    if (command === 'cd') cwd = path.resolve(cwd, rest[0]!);
    else if (command === 'mkdir') {
      mkdirSync(path.resolve(cwd, rest[0]!), { recursive: true });
      steps.push({ kind: 'mkdir', path: path.resolve(cwd, rest[0]!) });
    } else if (command === 'rm') {
      rmSync(path.resolve(cwd, rest[0]!), { recursive: true });
      steps.push({ kind: 'rm', path: path.resolve(cwd, rest[0]!) });
    } else if (command === '>' || command === '>>') {
      const file = path.resolve(cwd, rest[0]!);
      const text = rest.slice(1).join(' ').replace(/\\n/g, '\n') + '\n';
      if (command === '>') writeFileSync(file, text);
      else appendFileSync(file, text);
      steps.push({ kind: 'write', path: file, text, append: command === '>>' });
    } else {
      const env: Record<string, string> = { HOME: home };
      while (words[0]?.includes('=')) {
        const [key = '', ...value] = words.shift()!.split('=');
        env[key] = value.join('=');
      }
      if (words.shift() !== 'git') throw new Error(`${name}: not a step: ${line}`);
      const date = `@${1700000000 + 60 * index} +0000`;
      Object.assign(env, { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
      const result = spawnSync('git', words, {
        cwd,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, GIT_CONFIG_NOSYSTEM: '1', TZ: 'UTC', LC_ALL: 'C', GIT_EDITOR: 'false', ...env },
      });
      steps.push({ kind: 'git', cwd, args: words, env, stdout: result.stdout, stderr: result.stderr, code: result.status ?? -1 });
    }
  });
  return { name, steps };
}

const scenarios = Object.entries(gitScenarios).map(([name, lines]) => record(name, lines));
writeFileSync(outFile, `${JSON.stringify({ root: ROOT, scenarios }, null, 1)}\n`);
console.log(`${scenarios.length} scenarios, ${scenarios.reduce((sum, s) => sum + s.steps.length, 0)} steps -> ${outFile}`);
