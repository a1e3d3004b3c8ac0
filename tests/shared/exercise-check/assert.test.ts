import { describe, expect, it } from 'vitest';
import { assert, AssertionFailure } from '../../../shared/exercise-check/assert';

/** The failure an assertion throws, or undefined when it passes. */
function failureOf(check: () => void): AssertionFailure | undefined {
  try {
    check();
  } catch (error) {
    if (error instanceof AssertionFailure) return error;
    throw error;
  }
  return undefined;
}

describe('assert, as the test fences call it', () => {
  it('equal is Object.is, and a failure carries both values described', () => {
    expect(failureOf(() => assert.equal(6, 6))).toBeUndefined();
    expect(failureOf(() => assert.equal(NaN, NaN))).toBeUndefined();
    expect(failureOf(() => assert.equal(0, -0))).toBeInstanceOf(AssertionFailure);
    expect(failureOf(() => assert.equal('1', 1))).toBeInstanceOf(AssertionFailure);
    expect(failureOf(() => assert.equal(undefined, 0))).toMatchObject({ expected: '0', actual: 'undefined', message: 'the values differ' });
    expect(failureOf(() => assert.equal('a', 'b', 'the name'))).toMatchObject({ expected: "'b'", actual: "'a'", message: 'the name' });
  });

  it('deepEqual compares structure strictly: arrays, plain objects, Map, Set, Date, prototypes', () => {
    const passes = (a: unknown, b: unknown) => failureOf(() => assert.deepEqual(a, b)) === undefined;
    expect(passes({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(passes({ a: 1 }, { a: '1' })).toBe(false);
    expect(passes({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(passes([1, 2], [1, 2, 3])).toBe(false);
    // eslint-disable-next-line no-sparse-arrays
    expect(passes([1, , 3], [1, undefined, 3])).toBe(false);
    expect(passes(new Map([['a', [1]]]), new Map([['a', [1]]]))).toBe(true);
    expect(passes(new Map([['a', 1]]), new Map([['a', 2]]))).toBe(false);
    expect(passes(new Map([[{ k: 1 }, 'v']]), new Map([[{ k: 1 }, 'v']]))).toBe(true);
    expect(passes(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(passes(new Set([[1]]), new Set([[1]]))).toBe(true);
    expect(passes(new Set([1]), new Set([2]))).toBe(false);
    expect(passes(new Date(0), new Date(0))).toBe(true);
    expect(passes(new Date(0), new Date(1))).toBe(false);
    expect(passes([1], { 0: 1, length: 1 })).toBe(false);
    class Point {
      constructor(public x: number) {}
    }
    expect(passes(new Point(1), { x: 1 })).toBe(false);
    expect(passes(new Point(1), new Point(1))).toBe(true);
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    const other: { self?: unknown } = {};
    other.self = other;
    expect(passes(cycle, other)).toBe(true);
    expect(failureOf(() => assert.deepEqual([1, 2], [1, 3]))).toMatchObject({ expected: '[ 1, 3 ]', actual: '[ 1, 2 ]' });
  });

  it('ok, match, throws', () => {
    expect(failureOf(() => assert.ok(1))).toBeUndefined();
    expect(failureOf(() => assert.ok(0))?.message).toBe('expected a true value, got 0');
    expect(failureOf(() => assert.ok(null, 'a button'))?.message).toBe('a button');
    expect(failureOf(() => assert.match('Total: 6', /Total: \d/))).toBeUndefined();
    expect(failureOf(() => assert.match('Total: x', /Total: \d/))).toMatchObject({ actual: "'Total: x'" });
    expect(
      failureOf(() =>
        assert.throws(() => {
          throw new RangeError('too big');
        }, RangeError),
      ),
    ).toBeUndefined();
    expect(
      failureOf(() =>
        assert.throws(() => {
          throw new RangeError('too big');
        }, /RangeError: too/),
      ),
    ).toBeUndefined();
    expect(failureOf(() => assert.throws(() => 1))?.message).toBe('expected an error to be thrown, but none was');
    expect(
      failureOf(() =>
        assert.throws(() => {
          throw new Error('x');
        }, TypeError),
      )?.message,
    ).toBe('expected a TypeError error, got Error: x');
  });

  it('rejects awaits a promise or an async function', async () => {
    await expect(assert.rejects(Promise.reject(new TypeError('no')), TypeError)).resolves.toBeUndefined();
    await expect(assert.rejects(async () => 1)).rejects.toThrow('expected the promise to reject, but it resolved');
    await expect(assert.rejects(async () => Promise.reject(new Error('late')), /early/)).rejects.toBeInstanceOf(AssertionFailure);
  });
});
