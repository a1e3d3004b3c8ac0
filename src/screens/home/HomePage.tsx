import { useEffect, useReducer, useRef, useState } from 'react';
import magnifierArtwork from '@twemoji/svg/1f50d.svg?no-inline';
import { featuredEntries } from '../../catalog/featured';
import { initialSearch, searchMode, searchNotes, searchReducer } from '../../catalog/search';
import { NoteCard } from '../../components/card/NoteCard';
import { EmojiImage } from '../../components/emoji/EmojiImage';
import type { HomeFile } from '../../../shared/catalogue-files';
import { navigationOrder } from '../../site/navigation';
import styles from './HomePage.module.css';
import { ContinueReading } from './ContinueReading';
import { searchHint } from './search-hint';
import { SearchBox } from './SearchBox';
import { useSearchIndex } from './use-search-index';
import { useSeriesProgress } from './use-series-progress';
import { useHydratedMark } from '../../app/use-hydrated-mark';

export function HomePage({ home }: { home: HomeFile }) {
  useHydratedMark();
  const [search, dispatch] = useReducer(searchReducer, initialSearch);
  const inputRef = useRef<HTMLInputElement>(null);
  const mode = searchMode(search);
  const featured = featuredEntries(home.firstNotes, home.series, navigationOrder());
  const { index, retry } = useSearchIndex(mode !== 'featured');
  const { progress, chunks, bySeries } = useSeriesProgress();
  const last = progress.last && chunks[progress.last.series] ? progress.last : undefined;
  const results = index.status === 'ready' ? searchNotes(index.summaries, search) : [];
  const mentioning = useNotesMentioning(mode !== 'featured');
  const words = (mode === 'exact' ? search.exact : search.text).trim();

  const viewAll = () => {
    dispatch({ type: 'cleared' });
    inputRef.current?.focus();
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.kicker}>Free, concise programming notes</p>
        <h1 id="home-title" className={styles.title}>
          Learn to code, one clear note at a time
        </h1>
        <p className={styles.tagline}>Master programming with clean, concise coding documentation.</p>
        <SearchBox
          ref={inputRef}
          value={search.text}
          showClear={search.text !== '' || search.exact !== ''}
          onType={(text) => dispatch({ type: 'typed', text })}
          onEnter={() => dispatch({ type: 'entered' })}
          onClear={() => {
            dispatch({ type: 'cleared' });
            inputRef.current?.focus();
          }}
        />
        <p id="search-hint" className={styles.hint}>
          {searchHint(mode, search)}
        </p>
      </section>

      {mode === 'featured' ? (
        <section className={styles.section} aria-labelledby="featured-title">
          <div className={styles.sectionHead}>
            <h2 id="featured-title">Learning paths</h2>
            <p className={styles.count}>{featured.length} programming topics to explore</p>
          </div>
          <div className={styles.continueSlot}>
            {last && (
              <ContinueReading
                series={last.series}
                chunk={chunks[last.series]!}
                readIds={progress.read[last.series] ?? []}
                lastId={last.id}
              />
            )}
          </div>
          <ul className={`${styles.grid} ${styles.featuredGrid}`}>
            {featured.map((entry) => (
              <li key={entry.seriesKey}>
                <NoteCard
                  note={entry.note}
                  seriesKey={entry.seriesKey}
                  displayTopic={entry.displayTopic}
                  linkToNote={false}
                  progress={bySeries[entry.seriesKey] ?? null}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className={styles.section} aria-labelledby="results-title">
          <div className={styles.sectionHead}>
            <h2 id="results-title">Search results</h2>
            <p className={styles.count} role="status">
              {results.length > 0 ? `Found ${results.length} matching topics` : ''}
            </p>
          </div>
          {index.status === 'failed' ? (
            <div className={styles.empty} role="alert">
              <p className={styles.emptyTitle}>{index.error.message}</p>
              <p className={styles.emptyText}>The list of topics could not be downloaded.</p>
              <button type="button" className="button" onClick={retry}>
                Retry
              </button>
            </div>
          ) : index.status !== 'ready' ? (
            <p className={styles.loading} role="status">
              Loading topics…
            </p>
          ) : results.length > 0 ? (
            <>
              <ul className={`${styles.grid} ${styles.resultsGrid}`}>
                {results.map((note) => (
                  <li key={note.id}>
                    <NoteCard note={note} seriesKey={note.seriesKey ?? note.topic} linkToNote highlighted />
                  </li>
                ))}
              </ul>
              <div className={styles.viewAll}>
                <button type="button" className="button button-secondary" onClick={viewAll}>
                  View All Topics
                </button>
              </div>
            </>
          ) : (
            <div className={styles.empty}>
              <span className={styles.emptyIcon} aria-hidden="true">
                <EmojiImage emoji="🔍" src={magnifierArtwork} />
              </span>
              <p className={styles.emptyTitle}>
                {mode === 'exact' ? `No exact match found for "${search.exact}"` : `No topics starting with "${search.text.trim()}"`}
              </p>
              <p className={styles.emptyText}>Try different search terms</p>
              <button type="button" className="button" onClick={viewAll}>
                View All Topics
              </button>
            </div>
          )}
        </section>
      )}
      {mode !== 'featured' && mentioning && words !== '' && <mentioning.NotesMentioning query={words} />}
    </div>
  );
}

/** The full-text section's module, loaded once a visitor first types: the home page's first view goes without it. */
function useNotesMentioning(wanted: boolean) {
  const [section, setSection] = useState<typeof import('./NotesMentioning')>();
  useEffect(() => {
    // A failed load leaves the section out: the series results above are the spec's, and stay.
    if (wanted && !section) void import('./NotesMentioning').then(setSection, () => undefined);
  }, [wanted, section]);
  return section;
}
