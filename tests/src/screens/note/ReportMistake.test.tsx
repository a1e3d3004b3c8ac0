// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canonicalUrl } from '../../../../src/site/page-head';
import { MAX_PASSAGE, mistakeIssueUrl } from '../../../../src/site/issue-url';
import { ReportMistake } from '../../../../src/screens/note/ReportMistake';
import { renderApp } from '../../render-app';

const ISSUES = 'https://github.com/example/study-notes/issues/new';

function useClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useClipboard(undefined);
  window.getSelection()?.removeAllRanges();
});

describe('Copy as Markdown', () => {
  it("fetches the note's Markdown copy and puts it on the clipboard, then says so", async () => {
    const fetch = vi.fn((url: string) => Promise.resolve(new Response(`---\ntitle: State with Hooks\n---\n\nfrom ${url}\n`)));
    vi.stubGlobal('fetch', fetch);
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = await renderApp('/react/103');
    // After user-event's setup, which puts a clipboard of its own in place.
    useClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/react/103.md');
    expect(writeText).toHaveBeenCalledWith('---\ntitle: State with Hooks\n---\n\nfrom /react/103.md\n');
    expect(screen.getByText('Markdown copied to the clipboard')).toHaveAttribute('role', 'status');
  });

  it('fetches /c++/{id}.md for a C++ note', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('# C++')));
    vi.stubGlobal('fetch', fetch);
    const { user } = await renderApp('/c++/1001');
    useClipboard({ writeText: () => Promise.resolve() });
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(fetch).toHaveBeenCalledWith('/c++/1001.md');
  });

  it('says the Markdown could not be loaded when the request fails, and copies nothing', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('Not found', { status: 404 })));
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = await renderApp('/react/103');
    useClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(await screen.findByText('The Markdown could not be loaded. Try again in a moment.')).toHaveAttribute('role', 'status');
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy as Markdown' })).toBeInTheDocument();
  });

  it('says so when offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await renderApp('/react/103');
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(await screen.findByText('You are offline: the Markdown could not be loaded.')).toBeInTheDocument();
  });

  it('offers the Markdown to open and copy by hand when the browser refuses the clipboard', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('# JSX')));
    const { user } = await renderApp('/react/103');
    useClipboard({ writeText: () => Promise.reject(new Error('Write permission denied.')) });
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    const status = await screen.findByText('This browser did not allow copying.', { exact: false });
    expect(within(status).getByRole('link', { name: 'Open the Markdown' })).toHaveAttribute('href', '/react/103.md');
  });
});

describe('Report a mistake in this note', () => {
  it('is absent while the site has no issues URL', async () => {
    await renderApp('/react/103');
    expect(screen.getByRole('heading', { level: 1, name: 'State with Hooks' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Report a mistake/ })).not.toBeInTheDocument();
    expect(mistakeIssueUrl({ id: 105, title: 'JSX Basics', pageUrl: 'https://example.com/react/105' }, undefined)).toBeUndefined();
    expect(mistakeIssueUrl({ id: 105, title: 'JSX Basics', pageUrl: 'https://example.com/react/105' }, 'not a URL')).toBeUndefined();
  });

  it("prefills the issue's title with the note's id and title, and its body with the note's address", () => {
    const url = new URL(mistakeIssueUrl({ id: 1001, title: 'From C to C++', pageUrl: 'https://example.com/c++/1001' }, ISSUES)!);
    expect(url.origin + url.pathname).toBe(ISSUES);
    expect(url.searchParams.get('title')).toBe('Mistake in note 1001: From C to C++');
    expect(url.searchParams.get('body')).toBe('Note: https://example.com/c++/1001\n\nWhat is wrong, and what should it say?\n');
  });

  it('quotes the selected passage, line by line, cut short when long, and keeps query parameters of its own', () => {
    const url = new URL(
      mistakeIssueUrl(
        { id: 105, title: 'JSX Basics', pageUrl: 'https://example.com/react/105', passage: '  JSX is HTML.\n\nIt is not.  ' },
        `${ISSUES}?labels=mistake`,
      )!,
    );
    expect(url.searchParams.get('labels')).toBe('mistake');
    expect(url.searchParams.get('body')).toBe(
      'Note: https://example.com/react/105\n\nPassage:\n\n> JSX is HTML.\n>\n> It is not.\n\nWhat is wrong, and what should it say?\n',
    );
    const long = new URL(
      mistakeIssueUrl({ id: 105, title: 'JSX Basics', pageUrl: 'https://example.com/react/105', passage: 'a'.repeat(5000) }, ISSUES)!,
    );
    expect(long.searchParams.get('body')).toContain(`> ${'a'.repeat(MAX_PASSAGE)}…\n`);
  });

  function Note({ issuesUrl }: { issuesUrl?: string }) {
    const body = useRef<HTMLDivElement>(null);
    return (
      <article>
        <h1>JSX Basics</h1>
        <div ref={body}>
          <p>JSX compiles to function calls.</p>
        </div>
        <ReportMistake id={105} title="JSX Basics" topic="react" body={body} issuesUrl={issuesUrl} />
      </article>
    );
  }

  const select = (node: Node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  };
  const body = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('body');

  it('opens in a new tab, with the passage selected in the body when the link is pressed', () => {
    render(<Note issuesUrl={ISSUES} />);
    const link = screen.getByRole('link', { name: 'Report a mistake in this note (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(body(link)).toBe(`Note: ${canonicalUrl('/react/105')}\n\nWhat is wrong, and what should it say?\n`);
    select(screen.getByText('JSX compiles to function calls.'));
    fireEvent.mouseDown(link);
    expect(body(link)).toContain('Passage:\n\n> JSX compiles to function calls.\n');
  });

  it('reads the selection on a keyboard Enter too, and leaves out a selection outside the body', () => {
    render(<Note issuesUrl={ISSUES} />);
    const link = screen.getByRole('link', { name: /Report a mistake in this note/ });
    select(screen.getByText('JSX compiles to function calls.'));
    // A click the keyboard makes has no press before it, and a detail of 0.
    fireEvent.click(link, { detail: 0 });
    expect(body(link)).toContain('> JSX compiles to function calls.');
    select(screen.getByRole('heading', { name: 'JSX Basics' }));
    fireEvent.mouseDown(link);
    expect(body(link)).not.toContain('Passage');
  });
});
