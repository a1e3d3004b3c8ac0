/** A row of the shortcut help dialog: the keys to press, in order, and what they do. */
export interface Shortcut {
  keys: readonly string[];
  action: string;
}

/** Every keyboard shortcut of the site, as the help dialog lists them (src/components/shortcuts). */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['←'], action: 'Previous note' },
  { keys: ['→'], action: 'Next note' },
  { keys: ['/'], action: 'Search topics (home page)' },
  { keys: ['Ctrl+K'], action: 'Search all notes (⌘K on a Mac)' },
  { keys: ['?'], action: 'Show these shortcuts' },
];
