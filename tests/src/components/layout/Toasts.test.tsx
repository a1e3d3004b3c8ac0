// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../../../../src/components/layout/Toasts';
import { notify } from '../../../../src/components/layout/notify';

// react-toastify times a toast with its progress bar's CSS animation, so the lifetime a visitor
// gets is the bar's animation duration, and pausing is the bar's play state.
function progressBarOf(text: string): HTMLElement {
  const toast = screen.getByText(text).closest('.Toastify__toast') as HTMLElement;
  return toast.querySelector('.Toastify__progress-bar') as HTMLElement;
}

describe('toasts', () => {
  it('last 2000 ms for success and 4000 ms for errors and plain messages', async () => {
    render(<Toasts />);
    act(() => {
      notify.success('Saved');
      notify.error('Failed');
      notify.info('Heads up');
    });
    await screen.findByText('Heads up');
    expect(progressBarOf('Saved').style.animationDuration).toBe('2000ms');
    expect(progressBarOf('Failed').style.animationDuration).toBe('4000ms');
    expect(progressBarOf('Heads up').style.animationDuration).toBe('4000ms');
  });

  it('keeps a loading toast until it is updated', async () => {
    render(<Toasts />);
    let id: string | number = '';
    act(() => {
      id = notify.loading('Working…');
    });
    const toast = (await screen.findByText('Working…')).closest('.Toastify__toast') as HTMLElement;
    expect(toast.querySelector('.Toastify__progress-bar--wrp')).toHaveAttribute('data-hidden', 'true');
    expect((toast.querySelector('.Toastify__progress-bar') as HTMLElement).style.animationDuration).toBe('');
    act(() => {
      notify.resolve(id, 'Done');
    });
    await screen.findByText('Done');
    expect(progressBarOf('Done').style.animationDuration).toBe('2000ms');
  });

  it('pauses on hover', async () => {
    render(<Toasts />);
    act(() => {
      notify.info('Hover me');
    });
    await screen.findByText('Hover me');
    // jsdom starts without window focus, which the container (pausing on focus loss) counts as paused.
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
    });
    expect(progressBarOf('Hover me').style.animationPlayState).toBe('running');
    fireEvent.mouseEnter(screen.getByText('Hover me').closest('.Toastify__toast')!);
    expect(progressBarOf('Hover me').style.animationPlayState).toBe('paused');
  });

  it('shows at most 20 at once', async () => {
    render(<Toasts />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) notify.info(`Toast ${index}`);
    });
    await screen.findByText('Toast 20');
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(20);
    expect(screen.queryByText('Toast 21')).not.toBeInTheDocument();
  });
});
