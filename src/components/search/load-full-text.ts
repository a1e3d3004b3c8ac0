import { loadChunk } from '../../app/chunk-load-error';
import { createFullTextSearch, type FullTextSearch } from '../../catalog/search-full-text';
import type { FullTextData } from '../../catalog/types';
import { siteConfig } from '../../site/config';

let loading: Promise<FullTextSearch> | undefined;

/** The search index, fetched and loaded once: later openings of the dialog reuse it. A failed load may be tried again. */
export function loadFullText(): Promise<FullTextSearch> {
  loading ??= loadChunk('full-text', () => import('../../generated/full-text'), siteConfig.chunkTimeoutMs).then(
    (module) => createFullTextSearch(JSON.parse(module.default) as FullTextData),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
