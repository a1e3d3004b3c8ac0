import { HighlightStyle } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/**
 * The editor in the site's code colours: the variables of the generated code theme (Shiki's
 * GitHub light and dark), so it follows the site's theme with no JavaScript of its own.
 */
export const siteHighlighting = HighlightStyle.define([
  { tag: [tags.comment, tags.meta], color: 'var(--sh1)' },
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier, tags.controlKeyword, tags.definitionKeyword], color: 'var(--sh2)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.propertyName, tags.attributeName, tags.className], color: 'var(--sh3)' },
  { tag: [tags.typeName, tags.special(tags.variableName), tags.self], color: 'var(--sh4)' },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.definition(tags.function(tags.variableName))],
    color: 'var(--sh5)',
  },
  { tag: [tags.tagName], color: 'var(--sh6)' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp, tags.attributeValue], color: 'var(--sh7)' },
  { tag: tags.invalid, color: 'var(--sh8)' },
]);

export const siteTheme = EditorView.theme({
  '&': { backgroundColor: 'var(--code-bg)', color: 'var(--code-text)', fontSize: 'var(--text-sm)', maxHeight: '32rem' },
  '.cm-content': { fontFamily: 'var(--font-mono)', lineHeight: '1.6', padding: 'var(--space-4) 0', caretColor: 'var(--code-text)' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)' },
  '.cm-gutters': { backgroundColor: 'var(--code-bg)', color: 'var(--sh1)', border: 'none' },
  '&.cm-focused': { outline: '2px solid var(--color-accent)', outlineOffset: '-2px' },
  '.cm-cursor': { borderLeftColor: 'var(--code-text)' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in srgb, var(--color-accent) 30%, transparent)',
  },
  '.cm-activeLine': { backgroundColor: 'transparent' },
  '.cm-matchingBracket': { outline: '1px solid var(--sh1)' },
  // A line the compiler found an error on: a bar in the error colour, and a tint that is not the only sign.
  '.cm-error-line': {
    backgroundColor: 'color-mix(in srgb, var(--sh2) 14%, transparent)',
    boxShadow: 'inset 3px 0 0 var(--sh2)',
  },
});
