import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findChromium } from '../serve/find-chromium.ts';

/** The project the benchmarks belong to. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..');

/** The Chromium to drive, or an error that starts with what needs it. */
export function requireChromium(need: string): string {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(`${need}: install it or set CHROME_PATH.`);
  return executablePath;
}

/** The middle value, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Writes a benchmark's results to .bench/<name>.json. */
export async function saveResults(name: string, results: unknown): Promise<void> {
  await mkdir(path.join(ROOT_DIR, '.bench'), { recursive: true });
  await writeFile(path.join(ROOT_DIR, '.bench', `${name}.json`), JSON.stringify(results, null, 2));
}

/** A build's wall time and its largest process's peak memory. */
export interface BuildRun {
  wallSeconds: number;
  peakMiB: number;
}

/** Runs Node.js with `args` in `dir` under GNU time, without npm, whose own start would count. */
export function timeNode(dir: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): BuildRun {
  const run = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %M', process.execPath, ...args], {
    cwd: dir,
    env,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed in ${dir}:\n${run.stderr}`);
  const [, wall, peakKiB] = /BENCH ([\d.]+) (\d+)/.exec(run.stderr) ?? [];
  return { wallSeconds: Number(wall), peakMiB: Number(peakKiB) / 1024 };
}
