import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import { runJsCheck, type JsCheckOptions } from '../../../shared/exercise-check/run-js';
import type { TestResult } from '../../../shared/exercise-check/result';

const options = (extra: Partial<JsCheckOptions> = {}): JsCheckOptions => ({
  language: 'js',
  transform: (code) => transform(code, { transforms: [], disableESTransforms: true }).code,
  console,
  ...extra,
});

const SUM_EVEN_TESTS = `
test("sumEven([1, 2, 3, 4]) is 6", () => {
  assert.equal(sumEven([1, 2, 3, 4]), 6);
});
test("an empty list sums to 0", () => {
  assert.equal(sumEven([]), 0);
});
`;

describe('a JavaScript check', () => {
  it('runs the tests after the reader’s code, in its scope, and passes them', async () => {
    const code = 'function sumEven(numbers) {\n  return numbers.filter((n) => n % 2 === 0).reduce((a, b) => a + b, 0);\n}\n';
    expect(await runJsCheck(code, SUM_EVEN_TESTS, options())).toEqual({
      outcome: 'ran',
      tests: [
        { name: 'sumEven([1, 2, 3, 4]) is 6', passed: true },
        { name: 'an empty list sums to 0', passed: true },
      ],
      output: '',
    });
  });

  it('fails a test with the expected and actual values, and keeps running the others', async () => {
    const result = await runJsCheck('function sumEven(numbers) {\n  // your code\n}\n', SUM_EVEN_TESTS, options());
    expect(result).toMatchObject({
      outcome: 'ran',
      tests: [
        { name: 'sumEven([1, 2, 3, 4]) is 6', passed: false, expected: '6', actual: 'undefined' },
        { name: 'an empty list sums to 0', passed: false, expected: '0', actual: 'undefined' },
      ],
    });
  });

  it('sees the reader’s const, let and classes, and a reader’s own `test` does not hide the harness’s', async () => {
    const code = 'const limit = 3;\nlet seen = [];\nclass Box { constructor(v) { this.v = v; } }\nfunction test() { return "mine"; }\n';
    const tests = 'test("sees them", () => { assert.deepEqual([limit, seen, new Box(1).v], [3, [], 1]); });';
    expect((await runJsCheck(code, tests, options())).tests).toEqual([{ name: 'sees them', passed: true }]);
  });

  it('reports a test that throws with the error, and the line of the reader’s code it came from', async () => {
    const code = 'function first(list) {\n  return list[0].name;\n}\n';
    const tests = 'test("first([]) throws a TypeError", () => {\n  first([]);\n});';
    const [result] = (await runJsCheck(code, tests, options())).tests as [TestResult];
    expect(result).toMatchObject({ passed: false, line: 2 });
    expect(result.message).toMatch(/^TypeError: Cannot read properties of undefined/);
  });

  it('says the code did not run, at its line: a syntax error, a runtime error', async () => {
    expect(await runJsCheck('let a = 1;\nlet b = ;\n', SUM_EVEN_TESTS, options())).toMatchObject({
      outcome: 'error',
      error: { name: 'SyntaxError', line: 2, in: 'code' },
      tests: [],
    });
    expect(await runJsCheck('const total = 1;\ntotal = 2;\n', SUM_EVEN_TESTS, options())).toMatchObject({
      outcome: 'error',
      error: { name: 'TypeError', message: 'Assignment to constant variable.', line: 2, in: 'code' },
    });
    expect(await runJsCheck('const a = 1;\n', 'test("x", () => {', options())).toMatchObject({ outcome: 'error', error: { in: 'tests' } });
  });

  it('awaits async tests, timers included', async () => {
    const code = 'function later(value) {\n  return new Promise((resolve) => setTimeout(() => resolve(value), 20));\n}\n';
    const tests =
      'test("later(2) resolves to 2", async () => {\n  assert.equal(await later(2), 2);\n});\n' +
      'test("later(2) is not 3", async () => {\n  assert.equal(await later(2), 3);\n});\n' +
      'test("rejects", async () => {\n  await assert.rejects(later(1));\n});';
    expect((await runJsCheck(code, tests, options())).tests).toMatchObject([
      { passed: true },
      { passed: false, expected: '3', actual: '2' },
      { passed: false, message: 'expected the promise to reject, but it resolved' },
    ]);
  });

  it('captures what the code prints with console.log for output(), and gives the console back', async () => {
    const log = console.log;
    const tests = 'test("prints the total", () => {\n  assert.equal(output(), "Total: 6\\n1 2");\n});';
    const result = await runJsCheck('console.log("Total:", 6);\nconsole.info(1, "2");\n', tests, options());
    expect(result).toMatchObject({ outcome: 'ran', tests: [{ passed: true }], output: 'Total: 6\n1 2' });
    expect(console.log).toBe(log);
  });

  it('reports each test as it finishes', async () => {
    const seen: string[] = [];
    await runJsCheck(
      'function sumEven() { return 6; }',
      SUM_EVEN_TESTS,
      options({ onTest: (test) => seen.push(`${test.name} ${test.passed}`) }),
    );
    expect(seen).toEqual(['sumEven([1, 2, 3, 4]) is 6 true', 'an empty list sums to 0 false']);
  });

  it('has no modules: require is an error at its line', async () => {
    expect(await runJsCheck('const fs = require("node:fs");\n', SUM_EVEN_TESTS, options())).toMatchObject({
      outcome: 'error',
      error: { line: 1, in: 'code' },
    });
  });
});
