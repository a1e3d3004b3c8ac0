// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetProgress } from '../../../../src/components/progress/device-progress';
import { movePointer, renderApp } from '../../render-app';

/** Stands in for the browser's IntersectionObserver: `reachEnd()` scrolls every observed element into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static reachEnd() {
    for (const observer of FakeObserver.all) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  act(() => resetProgress());
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const sidebar = () => screen.getByRole('complementary', { name: 'React lessons' });
const lessonLink = (title: string) => within(sidebar()).getByRole('link', { name: new RegExp(`^\\d+${title}`) });

// The fixture's React series (tests/fixtures/app-notes/notes/react): 101 Your First Component,
// 102 Passing Props and 103 State with Hooks; its Github series: 801 and 802.
describe('reading progress on the series pages', () => {
  it('marks a note read when its end is reached: a tick in the sidebar and the series count', async () => {
    await renderApp('/react/103');
    const title = 'State with Hooks';
    expect(lessonLink(title)).not.toHaveTextContent('(read)');
    expect(within(sidebar()).queryByText(/of \d+ read/)).not.toBeInTheDocument();
    movePointer();
    await waitFor(() => expect(FakeObserver.all).not.toHaveLength(0));
    act(() => FakeObserver.reachEnd());
    expect(lessonLink(title)).toHaveTextContent(`${title}✓ (read)`);
    expect(within(sidebar()).getByText('1 of 3 read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
  });

  it('lets the visitor mark a note read and unread by hand', async () => {
    const { user } = await renderApp('/react/101');
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(within(sidebar()).getByText('1 of 3 read')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(within(sidebar()).queryByText(/of \d+ read/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
  });
});

describe('reading progress on the home page', () => {
  it('offers the next unread note of the series read last, and shows the series progress on its card', async () => {
    const { user } = await renderApp('/react/101');
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await user.click(lessonLink('Passing Props'));
    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    await user.click(screen.getByRole('link', { name: /Back to Home/ }));

    const panel = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(panel).toHaveTextContent('React: 2 of 3 read');
    const next = within(panel).getByRole('link', { name: /Lesson 3: State with Hooks/ });
    expect(next).toHaveAttribute('href', '/react/103');
    expect(screen.getByRole('progressbar', { name: 'REACT progress' })).toHaveAttribute('value', '2');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('says a series is finished when every note of it is read', async () => {
    const { user } = await renderApp('/github/801');
    const links = within(screen.getByRole('complementary', { name: /lessons$/ })).getAllByRole('link', { name: /^\d/ });
    expect(links).toHaveLength(2);
    for (const link of links) {
      await user.click(link);
      await waitFor(() => expect(link).toHaveAttribute('aria-current', 'page'));
      await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    }
    await user.click(screen.getByRole('link', { name: /Back to Home/ }));
    const panel = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(panel).toHaveTextContent(/You have read every Github note\./);
    expect(within(panel).getByRole('link', { name: 'Review Github' })).toHaveAttribute('href', '/github');
  });

  it('resets progress only after the visitor confirms', async () => {
    const { user } = await renderApp('/react/101');
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await user.click(screen.getByRole('link', { name: /Back to Home/ }));
    const panel = await screen.findByRole('region', { name: 'Continue where you left off' });

    await user.click(within(panel).getByRole('button', { name: 'Reset progress' }));
    const confirm = within(panel).getByRole('group', { name: 'Forget every note you have read on this device?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByRole('button', { name: 'Reset progress' })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: 'Reset progress' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, reset progress' }));
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('the privacy page', () => {
  it('says progress stays in the browser, and resets it', async () => {
    const { user } = await renderApp('/react/101');
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(
      screen.getByText(/are kept only in your browser's local storage\. They are never sent to us or to anyone else/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    await user.click(screen.getByRole('button', { name: 'Yes, reset progress' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your reading progress was reset.');
    expect(localStorage.getItem('study-notes:progress')).toBeNull();
  });
});
