import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { cpp } from '@codemirror/lang-cpp';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { siteHighlighting, siteTheme } from './editor-theme';
import { markedLines, markLines } from './marked-lines';
import styles from './TryIt.module.css';

export type EditorLanguage = 'js' | 'ts' | 'jsx' | 'tsx' | 'python' | 'html' | 'css' | 'c' | 'cpp';

const NONE: readonly number[] = [];

function language(lang: EditorLanguage): Extension {
  switch (lang) {
    case 'python':
      return python();
    case 'html':
      return html();
    case 'css':
      return css();
    case 'c':
    case 'cpp':
      return cpp();
    default:
      return javascript({ jsx: lang === 'jsx' || lang === 'tsx', typescript: lang === 'ts' || lang === 'tsx' });
  }
}

/**
 * A sample as CodeMirror 6 editing it, in the site's code colours. Tab indents; Escape leaves the
 * editor (to its block's Edit button), so the keyboard is never trapped in it.
 */
export default function CodeEditor({
  value,
  resets,
  lang,
  label,
  onChange,
  onEscape,
  marked = NONE,
}: {
  /** The code the editor starts with; after a reset, the code it puts back. */
  value: string;
  /** How many times the reader has pressed Reset. */
  resets: number;
  lang: EditorLanguage;
  label: string;
  onChange: (value: string) => void;
  onEscape: () => void;
  /** The lines (1-based) a compile found errors on. */
  marked?: readonly number[];
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const callbacks = useRef({ onChange, onEscape });
  useEffect(() => {
    callbacks.current = { onChange, onEscape };
  });

  useEffect(() => {
    // In a shadow root CodeMirror styles itself with constructed style sheets; in the document it
    // would add <style> elements, which the site's policy (style-src 'self') blocks.
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' });
    const editor = new EditorView({
      root: shadow,
      parent: shadow,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          indentOnInput(),
          bracketMatching(),
          language(lang),
          markedLines,
          syntaxHighlighting(siteHighlighting),
          siteTheme,
          keymap.of([
            {
              key: 'Escape',
              run: () => {
                callbacks.current.onEscape();
                return true;
              },
            },
            indentWithTab,
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    editor.focus();
    return () => editor.destroy();
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Only Reset writes a value into the editor: the editor's own values may come back a render behind, and
  // written back, a stale one would wipe what was typed since.
  useEffect(() => {
    const editor = view.current;
    if (resets > 0 && editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resets]);

  useEffect(() => {
    view.current?.dispatch({ effects: markLines.of(marked) });
  }, [marked]);

  return <div ref={host} className={styles.editor} />;
}
