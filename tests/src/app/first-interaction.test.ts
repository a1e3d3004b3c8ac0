// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (it remembers the first interaction), and whether it has resolved after `act`. */
async function resolvesAfter(act: () => void): Promise<boolean> {
  const { firstInteraction } = await import('../../../src/app/first-interaction');
  let resolved = false;
  void firstInteraction().then(() => (resolved = true));
  act();
  await new Promise((resolve) => setTimeout(resolve, 100));
  return resolved;
}

describe("the reader's first interaction", () => {
  beforeEach(() => {
    vi.resetModules();
    document.body.innerHTML = '<nav style="overflow: auto"><a href="/x">x</a></nav>';
  });

  it('is not the page scrolling one of its own lists (the lessons sidebar bringing the current lesson into view)', async () => {
    // As browsers fire it: at the element, not bubbling.
    expect(await resolvesAfter(() => document.querySelector('nav')!.dispatchEvent(new Event('scroll')))).toBe(false);
  });

  it('is the reader scrolling the page', async () => {
    // As browsers fire it: at the document, bubbling to the window.
    expect(await resolvesAfter(() => document.dispatchEvent(new Event('scroll', { bubbles: true })))).toBe(true);
  });

  it('is a press, a wheel or a key anywhere, a list included', async () => {
    const nav = () => document.querySelector('nav')!;
    expect(await resolvesAfter(() => nav().dispatchEvent(new Event('pointerdown', { bubbles: true })))).toBe(true);
    vi.resetModules();
    expect(await resolvesAfter(() => nav().dispatchEvent(new Event('wheel', { bubbles: true })))).toBe(true);
    vi.resetModules();
    expect(await resolvesAfter(() => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true })))).toBe(true);
  });

  it('is a click that comes alone, as assistive technology may send one', async () => {
    expect(
      await resolvesAfter(() => document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))),
    ).toBe(true);
  });

  it('wakes what waits for it only after the event that was the act has been handled', async () => {
    const { firstInteraction } = await import('../../../src/app/first-interaction');
    let resolved = false;
    void firstInteraction().then(() => (resolved = true));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    // The event's own task, its microtasks included: Ctrl+K still has the main thread to itself.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.waitFor(() => expect(resolved).toBe(true));
  });

  it('is a press that the page stops on its way (as React does on markup it has not taken over yet)', async () => {
    const nav = document.querySelector('nav')!;
    nav.addEventListener('pointerdown', (event) => event.stopPropagation());
    expect(await resolvesAfter(() => nav.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true })))).toBe(true);
  });
});
