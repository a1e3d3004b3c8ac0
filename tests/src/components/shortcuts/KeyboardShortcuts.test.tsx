// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { shortcutTarget } from '../../../../src/components/shortcuts/shortcut-keys';
import { currentPath, renderApp } from '../../render-app';

beforeAll(async () => {
  // The dialog's chunk, compiled ahead so that opening it waits for nothing but the app.
  await import('../../../../src/components/shortcuts/ShortcutHelpDialog');
  // jsdom has no modal dialogs: open and close them as a browser does, without the top layer.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, bubbles: true, cancelable: true, ...init });

describe('keyboard shortcuts', () => {
  it('go to the next and the previous note with → and ←', async () => {
    const { router } = await renderApp('/react/102');
    press('ArrowRight');
    await screen.findByRole('heading', { level: 1, name: 'State with Hooks' });
    expect(currentPath(router)).toBe('/react/103');
    press('ArrowLeft');
    await screen.findByRole('heading', { level: 1, name: 'Passing Props' });
    expect(currentPath(router)).toBe('/react/102');
  });

  it('leave the arrows alone with a modifier key, at the end of a series, and in fields', async () => {
    const { router } = await renderApp('/react/101');
    press('ArrowRight', { altKey: true });
    press('ArrowRight', { shiftKey: true });
    press('ArrowRight', { metaKey: true });
    expect(press('ArrowLeft'), 'the browser keeps the key').toBe(true);
    expect(currentPath(router)).toBe('/react/101');

    const field = document.createElement('input');
    document.querySelector('main')!.append(field);
    const typed = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true });
    field.dispatchEvent(typed);
    expect(shortcutTarget(typed)).toBeNull();
    field.remove();
  });

  it('focus the home search box with /, which is then typed as usual', async () => {
    const { user } = await renderApp('/');
    const search = screen.getByRole('searchbox', { name: 'Search topics' });
    expect(press('/'), 'the slash is not typed anywhere').toBe(false);
    expect(search).toHaveFocus();
    await user.keyboard('c/');
    expect(search).toHaveValue('c/');
  });

  it('open the help dialog with ? and with the footer button; closing it returns the focus', async () => {
    const { user } = await renderApp('/react/102');
    press('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      '← Previous note',
      '→ Next note',
      '/ Search topics (home page)',
      'Ctrl+K Search all notes (⌘K on a Mac)',
      '? Show these shortcuts',
    ]);

    press('ArrowRight');
    expect(screen.getByRole('heading', { level: 1, name: 'Passing Props' }), 'no navigation behind the dialog').toBeInTheDocument();
    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    await user.click(button);
    const reopened = await screen.findByRole('dialog');
    act(() => (reopened as HTMLDialogElement).close());
    expect(button).toHaveFocus();
  });
});
