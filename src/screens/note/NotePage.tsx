import { Link } from '@tanstack/react-router';
import { Suspense, use, useMemo, useRef } from 'react';
import type { BodyAnnotations } from '../../../shared/code-annotations';
import type { LessonSummary, NoteDetails } from '../../../shared/note';
import { LocalDate } from '../../components/LocalDate';
import { LightMarkup } from '../../markup/LightMarkup';
import { DeferredWidgetsContext } from '../../app/deferred-widgets';
import { NoteContents } from './NoteContents';
import { NoteReferences } from './NoteReferences';
import { editUrl } from '../../site/edit-url';
import { TagButton } from '../../components/search/TagButton';
import styles from './NotePage.module.css';
import { ReadingProgress } from './ReadingProgress';
import { ReadToggle } from './ReadToggle';
import { useNoteEnhancements } from './use-note-enhancements';

const NO_HEADINGS: readonly string[] = [];

interface NotePageProps {
  note: NoteDetails;
  body: string;
  /** Heading anchors and code colours from the content build. */
  annotations?: BodyAnnotations;
  /** The series segment of the current URL, which the Previous / Next links keep. */
  topic: string;
  previous?: LessonSummary;
  next?: LessonSummary;
  /** The note's place in its series, by id order. */
  position?: { number: number; total: number };
}

/** One note's page: its header, rendered body, references, optional source and mistake links, then Previous / Next. */
export function NotePage({ note, body, annotations, topic, previous, next, position }: NotePageProps) {
  const sourceUrl = editUrl(note.sourcePath);
  const { bar, end, section } = useNoteEnhancements(topic, note.id, annotations?.slugs ?? NO_HEADINGS);
  const prose = useRef<HTMLDivElement>(null);
  // They answer a press only: their code comes at the reader's first interaction (app/deferred-widgets.ts).
  const { CopyMarkdownButton, ReportMistake } = use(DeferredWidgetsContext);
  // The same elements on every render: a render reaching their boundaries before their code has arrived (the current
  // section changes as the reader scrolls) would make React drop the prerendered markup, leaving a gap until it does.
  const copyMarkdown = useMemo(
    () => (
      <Suspense>
        <CopyMarkdownButton topic={topic} id={note.id} />
      </Suspense>
    ),
    [CopyMarkdownButton, topic, note.id],
  );
  const reportMistake = useMemo(
    () => (
      <Suspense>
        <ReportMistake id={note.id} title={note.title} topic={topic} body={prose} />
      </Suspense>
    ),
    [ReportMistake, note.id, note.title, topic],
  );
  return (
    <article className={styles.note} aria-labelledby="note-title">
      <ReadingProgress ref={bar} />
      <header className={styles.header}>
        {position && <p className={styles.position}>{`Lesson ${position.number} of ${position.total}`}</p>}
        <h1 id="note-title" className={styles.title}>
          {note.title}
        </h1>
        <div className={styles.metaLine}>
          <p className={styles.meta}>
            Published on <LocalDate value={note.date} /> in {(note.displayTopic ?? note.topic).toUpperCase()}
          </p>
          {note.reviewed && (
            <p className={`${styles.meta} ${styles.reviewed}`}>
              Reviewed <LocalDate value={note.reviewed} />
            </p>
          )}
          {note.readingMinutes !== undefined && <p className={styles.meta}>{note.readingMinutes} min read</p>}
        </div>
        {note.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {note.tags.map((tag) => (
              <li key={tag}>
                <TagButton tag={tag} className={styles.tag} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <ReadToggle series={topic} id={note.id} />
          {copyMarkdown}
        </div>
      </header>
      {annotations && <NoteContents body={body} slugs={annotations.slugs} current={section} className={styles.contentsColumn} />}
      <div ref={prose} className={styles.prose}>
        <LightMarkup source={body} annotations={annotations} series={topic} noteId={note.id} />
      </div>
      <div ref={end} />
      {note.references && <NoteReferences references={note.references} headingId="note-references" />}
      <p className={styles.edit}>
        {sourceUrl && <a href={sourceUrl}>Edit this note</a>}
        {reportMistake}
      </p>
      {(previous || next) && (
        <nav className={styles.pager} aria-label="Previous and next notes">
          {previous && (
            <Link to="/$topic/$noteId" params={{ topic, noteId: String(previous.id) }} className={styles.pagerLink} rel="prev">
              <span className={styles.pagerLabel}>← Previous</span>
              <span className={styles.pagerTitle}>{previous.title}</span>
            </Link>
          )}
          {next && (
            <Link
              to="/$topic/$noteId"
              params={{ topic, noteId: String(next.id) }}
              className={`${styles.pagerLink} ${styles.pagerNext}`}
              rel="next"
            >
              <span className={styles.pagerLabel}>Next →</span>
              <span className={styles.pagerTitle}>{next.title}</span>
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
