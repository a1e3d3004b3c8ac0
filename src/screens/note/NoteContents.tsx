import { parseLightMarkup } from '../../../shared/parse-light-markup';
import styles from './NoteContents.module.css';

/** "On this page": links to the note's headings, the section being read marked current; plain links without JavaScript. */
export function NoteContents({
  body,
  slugs,
  current,
  className,
}: {
  body: string;
  slugs: readonly string[];
  /** The slug of the section being read. */
  current?: string;
  className?: string;
}) {
  const headings = parseLightMarkup(body)
    .flatMap((block) => (block.type === 'heading' ? [block] : []))
    .map((heading, index) => ({ ...heading, slug: slugs[index]! }));
  if (headings.length < 2 || slugs.length !== headings.length) return null;
  return (
    <nav className={`${styles.contents} ${className ?? ''}`} aria-labelledby="note-contents-title">
      <details className={styles.details}>
        <summary id="note-contents-title" className={styles.summary}>
          On this page
        </summary>
        <ol className={styles.list}>
          {headings.map((heading) => (
            <li key={heading.slug} className={heading.level === 3 ? styles.sub : undefined}>
              <a href={`#${heading.slug}`} className={styles.link} aria-current={heading.slug === current ? 'location' : undefined}>
                {heading.text}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
