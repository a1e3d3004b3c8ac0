import { describeValue } from './describe.ts';

/** A failed assertion: the test fails with its message, and with the expected and actual values when it compared two. */
export class AssertionFailure extends Error {
  readonly expected?: string;
  readonly actual?: string;
  constructor(message: string, values?: { expected: unknown; actual: unknown }) {
    super(message);
    this.name = 'AssertionFailure';
    if (values) {
      this.expected = describeValue(values.expected);
      this.actual = describeValue(values.actual);
    }
  }
}

type ErrorClass = abstract new (...args: never[]) => unknown;
type Expectation = ErrorClass | RegExp;

/** The assertions a test fence calls: `assert.equal(sumEven([]), 0)`. */
export interface Assert {
  /** `actual` is `expected` (Object.is: NaN equals NaN, 0 and -0 differ). */
  equal(actual: unknown, expected: unknown, message?: string): void;
  /** Strict structural equality: same prototypes, own enumerable keys, array items, Map entries, Set members, Date times. */
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  ok(value: unknown, message?: string): void;
  /** `fn()` throws; an error class the error must be an instance of, or a RegExp its `String(error)` must match. */
  throws(fn: () => unknown, expected?: Expectation, message?: string): void;
  /** The promise (or the promise `fn()` returns) rejects, as `throws` says. Await it. */
  rejects(promiseOrFn: Promise<unknown> | (() => Promise<unknown>), expected?: Expectation, message?: string): Promise<void>;
  match(value: string, pattern: RegExp, message?: string): void;
}

export const assert: Assert = {
  equal(actual, expected, message) {
    if (!Object.is(actual, expected)) throw new AssertionFailure(message ?? 'the values differ', { expected, actual });
  },
  deepEqual(actual, expected, message) {
    if (!deepEqual(actual, expected, new Map())) throw new AssertionFailure(message ?? 'the values differ', { expected, actual });
  },
  ok(value, message) {
    if (!value) throw new AssertionFailure(message ?? `expected a true value, got ${describeValue(value)}`);
  },
  throws(fn, expected, message) {
    if (typeof fn !== 'function') throw new AssertionFailure('assert.throws needs a function to call');
    let thrown: { error: unknown } | undefined;
    try {
      fn();
    } catch (error) {
      thrown = { error };
    }
    if (!thrown) throw new AssertionFailure(message ?? 'expected an error to be thrown, but none was');
    checkThrown(thrown.error, expected, message);
  },
  async rejects(promiseOrFn, expected, message) {
    let rejected: { error: unknown } | undefined;
    try {
      await (typeof promiseOrFn === 'function' ? promiseOrFn() : promiseOrFn);
    } catch (error) {
      rejected = { error };
    }
    if (!rejected) throw new AssertionFailure(message ?? 'expected the promise to reject, but it resolved');
    checkThrown(rejected.error, expected, message);
  },
  match(value, pattern, message) {
    if (typeof value !== 'string')
      throw new AssertionFailure(message ?? `expected a string matching ${String(pattern)}, got ${describeValue(value)}`);
    pattern.lastIndex = 0;
    if (!pattern.test(value))
      throw new AssertionFailure(message ?? `expected a string matching ${String(pattern)}`, { expected: pattern, actual: value });
  },
};

function checkThrown(error: unknown, expected: Expectation | undefined, message: string | undefined): void {
  if (expected === undefined) return;
  if (expected instanceof RegExp) {
    const text = errorText(error);
    expected.lastIndex = 0;
    if (!expected.test(text))
      throw new AssertionFailure(message ?? `the error does not match ${String(expected)}`, { expected, actual: text });
    return;
  }
  if (!(error instanceof (expected as new () => unknown))) {
    throw new AssertionFailure(message ?? `expected a ${expected.name || 'different'} error, got ${errorText(error)}`);
  }
}

/** `TypeError: bad input`, as String(error) gives it; anything else thrown, described. */
function errorText(error: unknown): string {
  try {
    return error instanceof Error ? String(error) : describeValue(error);
  } catch {
    return 'an error that cannot be shown';
  }
}

type Seen = Map<object, Set<object>>;

/** Strict structural equality, as Node.js's assert.deepStrictEqual for the values exercises use; cycles allowed. */
function deepEqual(a: unknown, b: unknown, seen: Seen): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  // A pair already being compared is taken as equal: cycles end.
  const pairs = seen.get(a) ?? new Set<object>();
  if (pairs.has(b)) return true;
  pairs.add(b);
  seen.set(a, pairs);

  if (a instanceof Date) return Object.is(a.getTime(), (b as Date).getTime()) && sameKeys(a, b, seen);
  if (a instanceof RegExp) return String(a) === String(b) && a.lastIndex === (b as RegExp).lastIndex && sameKeys(a, b, seen);
  if (a instanceof Error && (a.message !== (b as Error).message || a.name !== (b as Error).name)) return false;
  if (isBoxed(a)) return Object.is(a.valueOf(), b.valueOf()) && sameKeys(a, b, seen);
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let index = 0; index < a.length; index++) {
      if (Object.hasOwn(a, index) !== Object.hasOwn(other, index)) return false;
      if (!deepEqual(a[index], other[index], seen)) return false;
    }
  }
  if (a instanceof Map) {
    const other = b as Map<unknown, unknown>;
    if (a.size !== other.size) return false;
    const unmatched = [...other.keys()].filter((key) => !a.has(key));
    for (const [key, value] of a) {
      if (other.has(key)) {
        if (!deepEqual(value, other.get(key), seen)) return false;
        continue;
      }
      // A key object of one map may equal another object in the other (structurally).
      const at = unmatched.findIndex((candidate) => deepEqual(key, candidate, seen) && deepEqual(value, other.get(candidate), seen));
      if (at === -1) return false;
      unmatched.splice(at, 1);
    }
  }
  if (a instanceof Set) {
    const other = b as Set<unknown>;
    if (a.size !== other.size) return false;
    const unmatched = [...other].filter((item) => !a.has(item));
    for (const item of a) {
      if (other.has(item)) continue;
      const at = unmatched.findIndex((candidate) => deepEqual(item, candidate, seen));
      if (at === -1) return false;
      unmatched.splice(at, 1);
    }
  }
  return sameKeys(a, b, seen);
}

function isBoxed(value: object): boolean {
  return (
    value instanceof Number || value instanceof String || value instanceof Boolean || value instanceof BigInt || value instanceof Symbol
  );
}

/** The same own enumerable keys (array indexes aside), symbols included, with deeply equal values. */
function sameKeys(a: object, b: object, seen: Seen): boolean {
  const keys = (value: object) =>
    Reflect.ownKeys(value).filter(
      (key) =>
        Object.prototype.propertyIsEnumerable.call(value, key) && !(Array.isArray(value) && typeof key === 'string' && /^\d+$/.test(key)),
    );
  const [ka, kb] = [keys(a), keys(b)];
  if (ka.length !== kb.length) return false;
  for (const key of ka) {
    if (!Object.prototype.propertyIsEnumerable.call(b, key)) return false;
    if (!deepEqual((a as Record<PropertyKey, unknown>)[key], (b as Record<PropertyKey, unknown>)[key], seen)) return false;
  }
  return true;
}
