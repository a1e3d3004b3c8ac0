// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { blockInspection, isBlockedShortcut } from '../../../src/app/blocked-shortcuts';

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('blocked shortcuts', () => {
  it('block F12, Ctrl/Cmd+Shift+I/J/C and Ctrl/Cmd+U', () => {
    const blocked = [
      key('F12'),
      key('I', { ctrlKey: true, shiftKey: true }),
      key('J', { ctrlKey: true, shiftKey: true }),
      key('C', { metaKey: true, shiftKey: true }),
      key('u', { ctrlKey: true }),
      key('u', { metaKey: true }),
    ];
    for (const event of blocked) expect(isBlockedShortcut(event), JSON.stringify(event)).toBe(true);
  });

  it('leave ordinary typing and copy/paste alone', () => {
    const allowed = [key('i'), key('c', { ctrlKey: true }), key('v', { metaKey: true }), key('I', { shiftKey: true }), key('F5'), key('u')];
    for (const event of allowed) expect(isBlockedShortcut(event), JSON.stringify(event)).toBe(false);
  });

  it('prevent the context menu and the shortcuts until lifted', () => {
    const lift = blockInspection(document);
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    const f12 = new KeyboardEvent('keydown', { key: 'F12', bubbles: true, cancelable: true });
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    document.body.dispatchEvent(menu);
    document.body.dispatchEvent(f12);
    document.body.dispatchEvent(letter);
    expect(menu.defaultPrevented).toBe(true);
    expect(f12.defaultPrevented).toBe(true);
    expect(letter.defaultPrevented).toBe(false);

    lift();
    const after = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
