// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CodeBlock } from '../../../src/markup/CodeBlock';
import { LightMarkup } from '../../../src/markup/LightMarkup';
import { DeferredWidgetsNow } from '../app/deferred-widgets-now';

const CODE = 'console.log(1 + 1);';

describe('Run and Edit on a code block', () => {
  it('appear only where the build planned a run, named exactly Run and Edit', () => {
    const { rerender } = render(<CodeBlock lang="js" code={CODE} />);
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    rerender(<CodeBlock lang="js" code={CODE} plan={{ kind: 'script' }} />);
    expect(screen.getByRole('button', { name: 'Run' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('load nothing until pressed: the page keeps showing the note’s code', async () => {
    render(<CodeBlock lang="js" code={CODE} plan={{ kind: 'script' }} />);
    expect(screen.queryByRole('region', { name: 'Output' })).toBeNull();
    expect(document.querySelector('pre code')!.textContent).toBe(CODE);
  });

  it('Edit toggles its pressed state', async () => {
    const user = userEvent.setup();
    render(<CodeBlock lang="js" code={CODE} plan={{ kind: 'script' }} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a page gives each planned block its buttons, and a CSS preview the HTML it styles', () => {
    const source = ['```html', '<p>Hi</p>', '```', '```css', 'p { color: red; }', '```', '```text', 'plain', '```'].join('\n');
    render(
      <DeferredWidgetsNow>
        <LightMarkup source={source} annotations={{ slugs: [], code: [0, 0, 0], run: [{ kind: 'html' }, { kind: 'css', html: 0 }, 0] }} />
      </DeferredWidgetsNow>,
    );
    expect(screen.getAllByRole('button', { name: 'Run' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(3);
  });
});

describe("a note's Python samples", () => {
  it('say once, on the first that runs, what its first Run downloads, and describe that Run button with it', () => {
    const source = ['```python', 'print(1)', '```', '```python', 'print(2)', '```', '```python', 'print(3)', '```'].join('\n');
    render(
      <DeferredWidgetsNow>
        <LightMarkup source={source} annotations={{ slugs: [], code: [0, 0, 0], run: [0, { kind: 'python' }, { kind: 'python' }] }} />
      </DeferredWidgetsNow>,
    );
    const notes = screen.getAllByText(/^The first Run downloads Python \(\d+\.\d MB\) once; later runs start at once\.$/);
    expect(notes).toHaveLength(1);
    const [first, second] = screen.getAllByRole('button', { name: 'Run' });
    expect(first).toHaveAccessibleDescription(notes[0]!.textContent!);
    expect(second).not.toHaveAccessibleDescription();
    // Above the second block's code, the first block's has no Run.
    expect(notes[0]!.nextElementSibling!.textContent).toBe('print(2)');
  });
});
