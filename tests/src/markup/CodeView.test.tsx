// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeView } from '../../../src/markup/CodeView';

const CODE = 'const answer = 42;\nconsole.log(answer);';

describe("a code block's code", () => {
  it('colours the code along its runs, and shows it plain without them', () => {
    const { container, rerender } = render(<CodeView lang="js" code={CODE} runs={[5, 2, 8, 3, 2, 2, 3, 3, 21, 0]} />);
    const code = container.querySelector('pre code')!;
    expect(code.textContent).toBe(CODE);
    expect([...code.querySelectorAll('span')].map((span) => [span.className, span.textContent])).toEqual([
      ['sh2', 'const'],
      ['sh3', ' answer '],
      ['sh2', '= '],
      ['sh3', '42;'],
    ]);
    rerender(<CodeView lang="js" code={CODE} />);
    expect(container.querySelector('pre code')!.innerHTML).toBe('const answer = 42;\nconsole.log(answer);');
    expect(container.querySelector('pre')).toHaveAttribute('data-lang', 'js');
  });
});
