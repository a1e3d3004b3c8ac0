// @vitest-environment jsdom
import * as dom from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import { createReactKit } from '../../../shared/exercise-check/react-kit';
import { runJsCheck } from '../../../shared/exercise-check/run-js';

/** The kit as a check page makes it, once: React and the testing libraries injected. */
function newKit() {
  return createReactKit({
    act: React.act as (callback: () => unknown) => unknown,
    createRoot: ReactDomClient.createRoot as never,
    dom: dom as never,
    userEvent: userEvent as never,
    document: (globalThis as unknown as { document: unknown }).document as never,
    modules: { react: React, 'react-dom': ReactDom, 'react-dom/client': ReactDomClient, 'react/jsx-runtime': JsxRuntime },
  });
}

/** A jsx check as the page runs it: sucrase with the preview's options, on a new kit unless given the page's. */
function checkJsx(code: string, tests: string, react = newKit()) {
  return runJsCheck(code, tests, {
    language: 'jsx',
    transform: (source) => transform(source, { transforms: ['jsx', 'imports'], jsxRuntime: 'automatic', production: true }).code,
    console,
    react,
  });
}

const COUNTER = `import { useState } from "react";

export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <>
      <p>Count: {count}</p>
      <button onClick={() => setCount(count + 1)}>Add</button>
    </>
  );
}
`;

const TESTS = `test("clicking Add twice shows Count: 2", async () => {
  render(<Counter />);
  await user.click(screen.getByRole("button", { name: "Add" }));
  await user.click(screen.getByRole("button", { name: "Add" }));
  assert.ok(screen.getByText("Count: 2"));
});
test("each test starts from an empty page, and App is the default export", () => {
  assert.equal(screen.queryByText(/Count/), null);
  render(<App />);
  assert.ok(within(screen.getByText("Count: 0")).getByText(/0/));
});
`;

describe('a React check', () => {
  it('renders the reader’s component, acts on it as a user, and cleans up between tests', async () => {
    expect(await checkJsx(COUNTER, TESTS)).toEqual({
      outcome: 'ran',
      tests: [
        { name: 'clicking Add twice shows Count: 2', passed: true },
        { name: 'each test starts from an empty page, and App is the default export', passed: true },
      ],
      output: '',
    });
  });

  it('fails a test with the testing library’s first sentence: not its class name, its advice to test authors or the page it prints after it', async () => {
    const result = await checkJsx('export default function Counter() {\n  return <button>Add</button>;\n}\n', TESTS);
    expect(result.tests[0]).toEqual({
      name: 'clicking Add twice shows Count: 2',
      passed: false,
      message: 'Unable to find an element with the text: Count: 2.',
    });
    expect(result.tests[0]!.message).not.toContain('\n\n');
    expect(result.tests[1]).toMatchObject({ passed: false });
  });

  it('says where a component throws, in the reader’s lines', async () => {
    const code = 'export default function Counter() {\n  const items = null;\n  return <p>{items.length}</p>;\n}\n';
    const result = await checkJsx(code, TESTS);
    expect(result.tests[0]).toMatchObject({ passed: false, line: 3 });
  });

  it('leaves an empty page with nothing mounted after a check, however it ended, so the next check on the page starts clean', async () => {
    const kit = newKit();
    const unmounted = globalThis as { unmounted?: number };
    unmounted.unmounted = 0;
    const code =
      'import { useEffect } from "react";\n' +
      'export default function Counter() {\n' +
      '  useEffect(() => () => { globalThis.unmounted += 1; }, []);\n' +
      '  return <p>Count: 0</p>;\n' +
      '}\n';
    // The tests render outside any test, then throw: the check stops before its first test.
    const stopped = await checkJsx(code, 'render(<Counter />);\nthrow new Error("the tests broke");\n', kit);
    expect(stopped).toMatchObject({ outcome: 'error', error: { in: 'tests', message: 'the tests broke' } });
    expect(document.body.childNodes).toHaveLength(0);
    expect(unmounted.unmounted).toBe(1);

    // Another exercise's check on the same page: nothing of the last one is on it, and it leaves nothing either.
    const other = await checkJsx(
      'export default function Greeting() {\n  return <h1>Hello</h1>;\n}\n',
      'test("the page shows only the greeting", () => {\n  render(<App />);\n  assert.equal(screen.queryByText(/Count/), null);\n  assert.ok(screen.getByRole("heading", { name: "Hello" }));\n});\n',
      kit,
    );
    expect(other).toEqual({ outcome: 'ran', tests: [{ name: 'the page shows only the greeting', passed: true }], output: '' });
    expect(document.body.childNodes).toHaveLength(0);
  });
});
