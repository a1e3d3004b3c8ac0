import { useEffect, useState } from 'react';
import { loadSearchIndex } from '../../app/catalogue-chunks';
import type { NoteSummary } from '../../../shared/note';

export type SearchIndexState =
  { status: 'idle' | 'loading' } | { status: 'ready'; summaries: readonly NoteSummary[] } | { status: 'failed'; error: Error };

/**
 * The notes the home search looks through, fetched once the visitor starts searching (`wanted`),
 * so the home page's first view does not grow with the catalogue. `retry` tries a failed load again.
 */
export function useSearchIndex(wanted: boolean): { index: SearchIndexState; retry: () => void } {
  const [index, setIndex] = useState<SearchIndexState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const start = wanted && index.status === 'idle';

  useEffect(() => {
    if (!start) return;
    let current = true;
    loadSearchIndex().then(
      (summaries) => current && setIndex({ status: 'ready', summaries }),
      (error: unknown) => current && setIndex({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [start, attempt]);

  return {
    // Waiting to start and fetching look the same to the visitor.
    index: start ? { status: 'loading' } : index,
    retry: () => {
      setIndex({ status: 'idle' });
      setAttempt((count) => count + 1);
    },
  };
}
