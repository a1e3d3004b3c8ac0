import { describe, expect, it } from 'vitest';
import { startWorkerPool } from '../../../../scripts/compiler/threads/worker-pool';
import type halveEven from '../../../fixtures/threads/halve-even';

describe('a worker pool', () => {
  it("runs a TypeScript worker's default export on each task", async () => {
    const pool = startWorkerPool<typeof halveEven>(new URL('../../../fixtures/threads/halve-even.ts', import.meta.url), 2);
    try {
      expect(await Promise.all([2, 4, 6, 8].map((value) => pool.run(value)))).toEqual([1, 2, 3, 4]);
    } finally {
      await pool.close();
    }
  });

  it('rejects the run of a task that throws, and goes on with the others', async () => {
    const pool = startWorkerPool<typeof halveEven>(new URL('../../../fixtures/threads/halve-even.ts', import.meta.url), 1);
    try {
      await expect(pool.run(3)).rejects.toThrow('3 is odd');
      expect(await pool.run(10)).toBe(5);
    } finally {
      await pool.close();
    }
  });

  it('rejects the runs of a worker that cannot load, rather than waiting for it', async () => {
    const pool = startWorkerPool<(task: number) => number>(new URL('../../../fixtures/threads/fails-to-load.mjs', import.meta.url), 1);
    try {
      await expect(pool.run(1)).rejects.toThrow('this worker cannot load');
    } finally {
      await pool.close();
    }
  });
});
