import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../shared/exercise-check/result';

const HARNESS = fileURLToPath(new URL('../../../shared/exercise-check/harness.py', import.meta.url));

/** Runs harness.py as CI does: the job on stdin, one JSON line per test, then the result. */
function check(code: string, tests: string, limitMs = 5000): { result?: CheckResult; lines: string[] } {
  const input = JSON.stringify({ code, tests, time_limit_ms: limitMs });
  const ran = spawnSync('python3', [HARNESS], { input, encoding: 'utf8', timeout: 60_000 });
  const lines = ran.stdout.split('\n').filter(Boolean);
  const last = lines.length > 0 ? (JSON.parse(lines.at(-1)!) as { result?: CheckResult }) : {};
  return { ...(last.result ? { result: last.result } : {}), lines };
}

const TESTS = `
def test_sum_even():
    """sum_even([1, 2, 3, 4]) is 6"""
    assert sum_even([1, 2, 3, 4]) == 6

def test_empty():
    assert sum_even([]) == 0, "an empty list sums to 0"
`;

describe('the Python harness', () => {
  it('passes the tests of a right answer, named by their docstring (else their function name)', () => {
    const { result, lines } = check('def sum_even(numbers):\n    return sum(n for n in numbers if n % 2 == 0)\n', TESTS);
    expect(result).toEqual({
      outcome: 'ran',
      tests: [
        { name: 'sum_even([1, 2, 3, 4]) is 6', passed: true },
        { name: 'test_empty', passed: true },
      ],
      output: '',
    });
    expect(lines.length).toBe(3);
  });

  it('fails `assert a == b` with both values, and keeps the message of an assert that has one', () => {
    const { result } = check('def sum_even(numbers):\n    pass\n', TESTS);
    expect(result?.tests).toEqual([
      { name: 'sum_even([1, 2, 3, 4]) is 6', passed: false, message: 'the values differ', expected: '6', actual: 'None' },
      { name: 'test_empty', passed: false, message: 'an empty list sums to 0', expected: '0', actual: 'None' },
    ]);
  });

  it('describes other comparisons and plain asserts', () => {
    const tests = 'def test_a():\n    assert len(items) < 2\n\ndef test_b():\n    assert isinstance(items, tuple)\n';
    const { result } = check('items = ["a", "b"]\n', tests);
    expect(result?.tests).toEqual([
      { name: 'test_a', passed: false, message: 'assert len(items) < 2 is false', expected: '< 2', actual: '2' },
      { name: 'test_b', passed: false, message: 'assert isinstance(items, tuple) is false' },
    ]);
  });

  it('shows `in` from the side of the code: what its container should hold, or where its value should be', () => {
    const tests =
      'def test_a():\n    assert "c" in items\n\ndef test_b():\n    assert "a" not in items\n\ndef test_c():\n    assert items[0] in ("x", "y")\n';
    const { result } = check('items = ["a", "b"]\n', tests);
    expect(result?.tests).toEqual([
      { name: 'test_a', passed: false, message: 'assert "c" in items is false', expected: "containing 'c'", actual: "['a', 'b']" },
      { name: 'test_b', passed: false, message: 'assert "a" not in items is false', expected: "not containing 'a'", actual: "['a', 'b']" },
      { name: 'test_c', passed: false, message: 'assert items[0] in ("x", "y") is false', expected: "in ('x', 'y')", actual: "'a'" },
    ]);
  });

  it('gives output() what the code printed, and the reader’s globals as they are now', () => {
    const code = 'count = 0\ndef add():\n    global count\n    count += 1\n    print("added", count)\n\nprint("start")\n';
    const tests = 'def test_add():\n    add()\n    assert count == 1\n    assert output() == "start\\nadded 1"\n';
    expect(check(code, tests).result).toMatchObject({ outcome: 'ran', tests: [{ passed: true }], output: 'start\nadded 1' });
  });

  it('says the code did not run, at its line: a syntax error, a runtime error; a test that raises names the line', () => {
    expect(check('def f(:\n    pass\n', TESTS).result).toMatchObject({
      outcome: 'error',
      error: { name: 'SyntaxError', line: 1, in: 'code' },
    });
    expect(check('x = 1\ny = x / 0\n', TESTS).result).toMatchObject({
      outcome: 'error',
      error: { name: 'ZeroDivisionError', message: 'division by zero', line: 2, in: 'code' },
    });
    expect(check('def sum_even(numbers):\n    return numbers[0]\n', TESTS).result?.tests[1]).toEqual({
      name: 'test_empty',
      passed: false,
      message: 'IndexError: list index out of range',
      line: 2,
    });
  });

  it('runs async tests (and the reader’s asyncio.run), and input() ends with EOFError rather than waiting', () => {
    const tests = 'import asyncio\n\nasync def test_later():\n    await asyncio.sleep(0.01)\n    assert later() == 1\n';
    expect(check('def later():\n    return 1\n', tests).result?.tests).toEqual([{ name: 'test_later', passed: true }]);
    // The reader's own asyncio.run works: the code runs outside any event loop.
    const code = 'import asyncio\n\nasync def main():\n    return 1\n\nvalue = asyncio.run(main())\n\ndef later():\n    return value\n';
    expect(check(code, tests).result?.tests).toEqual([{ name: 'test_later', passed: true }]);
    expect(check('name = input()\n', TESTS).result).toMatchObject({ outcome: 'error', error: { name: 'EOFError' } });
  });

  it('stops an endless loop at the time limit, which `except Exception` cannot catch, keeping the tests that finished', () => {
    const tests = 'def test_first():\n    assert True\n\ndef test_loop():\n    spin()\n';
    const code = 'def spin():\n    while True:\n        try:\n            pass\n        except Exception:\n            pass\n';
    const { result, lines } = check(code, tests, 1000);
    expect(result).toEqual({ outcome: 'timeout', tests: [{ name: 'test_first', passed: true }], output: '' });
    expect(lines[0]).toBe('{"test": {"name": "test_first", "passed": true}}');
  });
});
