// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBlock } from '../../../src/markup/CodeBlock';

const CODE = 'const answer = 42;\nconsole.log(answer);';

function useClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('a code block', () => {
  afterEach(() => {
    useClipboard(undefined);
    window.getSelection()?.removeAllRanges();
  });

  it('copies the code to the clipboard and says so, then offers Copy again', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    useClipboard({ writeText });
    render(<CodeBlock lang="js" code={CODE} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard');
    expect(writeText).toHaveBeenCalledWith(CODE);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), { timeout: 4000 });
  });

  it('selects the code and says which keys copy it when the clipboard refuses', async () => {
    const user = userEvent.setup();
    useClipboard({ writeText: () => Promise.reject(new Error('Write permission denied.')) });
    render(<CodeBlock lang="python" code={'print("hi")'} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Selected: press Ctrl+C to copy');
    expect(window.getSelection()?.toString()).toBe('print("hi")');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('selects the code too in a browser without the Clipboard API', async () => {
    const user = userEvent.setup();
    useClipboard(undefined);
    render(<CodeBlock lang="" code="plain words" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Selected: press Ctrl+C to copy');
    expect(window.getSelection()?.toString()).toBe('plain words');
  });
});
