import { catalogueManifest, loadCatalogueFile } from '../../app/catalogue-source';
import { createFullTextSearch, type FullTextSearch } from '../../catalog/search-full-text';
import type { SearchHead } from '../../../shared/search-index';

let loading: Promise<FullTextSearch> | undefined;

/**
 * The search, once its index's head is in: later openings of the dialog reuse it, with the shards and
 * notes' files it fetched. A failed load may be tried again.
 */
export function loadFullText(): Promise<FullTextSearch> {
  loading ??= loadCatalogueFile<SearchHead>('full-text', catalogueManifest().fullText).then(
    (head) => createFullTextSearch(head, (file) => loadCatalogueFile(`search-${file.replace(/\.json$/, '')}`, `${head.folder}${file}`)),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
