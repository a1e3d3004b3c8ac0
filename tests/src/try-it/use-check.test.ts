// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_TIME_LIMIT_MS, type CheckResult } from '../../../shared/exercise-check/result';
import type { ToSandbox } from '../../../src/try-it/messages';
import type { useCheck as UseCheck } from '../../../src/try-it/use-check';

// The page's check frame lives in the module, as it lives in a page: each test loads it afresh.
let useCheck: typeof UseCheck;
beforeEach(async () => {
  vi.resetModules();
  ({ useCheck } = await import('../../../src/try-it/use-check'));
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** What the site has posted to each check frame (jsdom loads no page into it: the test answers as its page would). */
const posted = new Map<HTMLIFrameElement, ToSandbox[]>();

/** The page's React check frames, each heard from the moment it is first seen. */
function checkFrames(): HTMLIFrameElement[] {
  const frames = [...document.querySelectorAll<HTMLIFrameElement>('iframe[title="Exercise check"]')];
  for (const frame of frames) {
    if (posted.has(frame)) continue;
    const messages: ToSandbox[] = [];
    posted.set(frame, messages);
    frame.contentWindow!.addEventListener('message', (event) => messages.push(event.data as ToSandbox));
  }
  return frames;
}

/** A message from the frame's page, from its window, with its opaque origin. */
function fromFrame(frame: HTMLIFrameElement, data: object) {
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin: 'null', source: frame.contentWindow })));
}

/** The id of the frame's `count`th check, once the site has posted it. */
async function checkPosted(frame: HTMLIFrameElement, count: number): Promise<number> {
  let id = 0;
  await vi.waitFor(() => {
    const checks = posted.get(frame)!.filter((message) => message.type === 'check');
    expect(checks).toHaveLength(count);
    id = checks[count - 1]!.id;
  });
  return id;
}

const FAILED: CheckResult = { outcome: 'ran', tests: [{ name: 'shows Count: 1', passed: false, message: 'not found' }], output: '' };
const PASSED: CheckResult = { outcome: 'ran', tests: [{ name: 'shows Count: 1', passed: true }], output: '' };

/** The frame's page running a check to its end, as react-check-main.ts does. */
function runs(frame: HTMLIFrameElement, id: number, result: CheckResult) {
  fromFrame(frame, { type: 'status', id, status: 'running' });
  fromFrame(frame, { type: 'checked', id, result });
  fromFrame(frame, { type: 'done', id });
}

describe('React checks on a page', () => {
  it('share one frame: a check that ended keeps it, and the next check, of this exercise or another, runs in it', async () => {
    const first = renderHook(() => useCheck('jsx', 'tests of the first exercise'));
    const second = renderHook(() => useCheck('jsx', 'tests of the second exercise'));
    act(() => first.result.current.check('the starter'));
    const [frame] = checkFrames();
    fromFrame(frame!, { type: 'ready' });
    runs(frame!, await checkPosted(frame!, 1), FAILED);
    expect(first.result.current.state).toMatchObject({ status: 'done', result: FAILED });
    expect(checkFrames()).toEqual([frame]);

    act(() => first.result.current.check('the solution'));
    runs(frame!, await checkPosted(frame!, 2), PASSED);
    expect(first.result.current.state).toMatchObject({ status: 'done', result: PASSED });

    act(() => second.result.current.check('another answer'));
    const id = await checkPosted(frame!, 3);
    expect(posted.get(frame!)![2]).toEqual({
      type: 'check',
      id,
      lang: 'jsx',
      code: 'another answer',
      tests: 'tests of the second exercise',
    });
    runs(frame!, id, PASSED);
    expect(second.result.current.state).toMatchObject({ status: 'done', result: PASSED });
    expect(checkFrames()).toEqual([frame]);
  });

  it('throw the frame away after a check that ran out of time (the reader’s loop may still hold it): the next check gets a new one', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCheck('jsx', 'tests'));
    act(() => result.current.check('while (true) {}'));
    const [stuck] = checkFrames();
    fromFrame(stuck!, { type: 'ready' });
    const id = await checkPosted(stuck!, 1);
    // The loop holds the page's thread, and with it its 'running': the limit counts from the check's posting.
    fromFrame(stuck!, { type: 'test', id, result: { name: 'shows Count: 1', passed: true } });
    act(() => vi.advanceTimersByTime(CHECK_TIME_LIMIT_MS));
    vi.useRealTimers();
    expect(result.current.state).toMatchObject({ status: 'done', result: { outcome: 'timeout', tests: [{ passed: true }] } });
    expect(stuck!.isConnected).toBe(false);

    act(() => result.current.check('the solution'));
    const [fresh] = checkFrames();
    expect(fresh).not.toBe(stuck);
    fromFrame(fresh!, { type: 'ready' });
    runs(fresh!, await checkPosted(fresh!, 1), PASSED);
    expect(result.current.state).toMatchObject({ status: 'done', result: PASSED });
  });

  it('throw the frame away when the reader stops a check', async () => {
    const { result } = renderHook(() => useCheck('jsx', 'tests'));
    act(() => result.current.check('while (true) {}'));
    const [frame] = checkFrames();
    fromFrame(frame!, { type: 'ready' });
    fromFrame(frame!, { type: 'status', id: await checkPosted(frame!, 1), status: 'running' });
    act(() => result.current.stop());
    expect(result.current.state.status).toBe('idle');
    expect(checkFrames()).toEqual([]);
  });

  it('give a check a frame of its own while another check holds the page’s, and keep one frame once both have ended', async () => {
    const first = renderHook(() => useCheck('jsx', 'tests'));
    const second = renderHook(() => useCheck('jsx', 'tests'));
    act(() => first.result.current.check('one answer'));
    act(() => second.result.current.check('another answer'));
    const [one, other] = checkFrames();
    expect(checkFrames()).toHaveLength(2);
    for (const frame of [one!, other!]) fromFrame(frame, { type: 'ready' });
    const ids = [await checkPosted(one!, 1), await checkPosted(other!, 1)];
    runs(one!, ids[0]!, PASSED);
    runs(other!, ids[1]!, FAILED);
    expect(first.result.current.state).toMatchObject({ result: PASSED });
    expect(second.result.current.state).toMatchObject({ result: FAILED });
    expect(checkFrames()).toEqual([one]);
  });
});
