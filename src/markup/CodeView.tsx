import type { Ref } from 'react';
import type { CodeRuns } from '../../shared/code-annotations';
import 'virtual:code-theme.css';
import styles from './CodeBlock.module.css';

/** The code itself, coloured when the build gave it runs. */
export function CodeView({ lang, code, runs, codeRef }: { lang: string; code: string; runs?: CodeRuns; codeRef?: Ref<HTMLElement> }) {
  return (
    // A code block can scroll sideways, so it must be reachable from the keyboard (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre data-lang={lang || undefined} tabIndex={0} className={styles.pre}>
      <code ref={codeRef}>{runs ? colour(code, runs) : code}</code>
    </pre>
  );
}

/** The code cut along its runs, each coloured run a span of the generated theme's class. */
function colour(code: string, runs: CodeRuns) {
  const parts = [];
  let start = 0;
  for (let index = 0; index < runs.length; index += 2) {
    const text = code.slice(start, (start += runs[index]!));
    const style = runs[index + 1];
    parts.push(
      style ? (
        <span key={index} className={`sh${style}`}>
          {text}
        </span>
      ) : (
        text
      ),
    );
  }
  return parts;
}
