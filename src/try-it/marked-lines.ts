import { StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

/** Marks these lines (1-based) as where the compiler found an error; an empty list clears them. */
export const markLines = StateEffect.define<readonly number[]>();

const errorLine = Decoration.line({ class: 'cm-error-line' });

/** The lines a compile marked: they move with the reader's edits and go at the next compile. */
export const markedLines: Extension = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(markLines)) continue;
      const { doc } = transaction.state;
      const lines = [...new Set(effect.value)].filter((line) => line >= 1 && line <= doc.lines).sort((a, b) => a - b);
      next = Decoration.set(lines.map((line) => errorLine.range(doc.line(line).from)));
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});
