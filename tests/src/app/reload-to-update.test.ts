// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadToNewVersion } from '../../../src/app/reload-to-update';

/** A page controlled by one offline worker while another waits; what each is sent, and reloads. */
function workers(options: { waiting: boolean }) {
  const container = new EventTarget();
  const controller = { postMessage: vi.fn() };
  const waiting = options.waiting ? { postMessage: vi.fn() } : undefined;
  Object.assign(container, { controller, getRegistration: () => Promise.resolve({ waiting }) });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const reload = vi.fn();
  Object.defineProperty(window, 'location', { value: { reload }, configurable: true });
  return { container, controller, waiting, reload };
}

describe('Reload to the new version', () => {
  const location = window.location;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'location', { value: location, configurable: true });
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks the waiting worker to take over, asks again by a navigation out of sight until it has, then reloads', async () => {
    const { container, controller, waiting, reload } = workers({ waiting: true });
    await reloadToNewVersion();
    expect(waiting!.postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    expect(reload).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();

    vi.advanceTimersByTime(3000);
    const frame = document.querySelector('iframe')!;
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('src')).toBe('/');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    frame.dispatchEvent(new Event('load'));
    expect(document.querySelector('iframe')).toBeNull();
    expect(controller.postMessage).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when no worker waits', async () => {
    const { controller, reload } = workers({ waiting: false });
    await reloadToNewVersion();
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(4000);
    expect(controller.postMessage).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
