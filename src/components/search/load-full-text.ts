import { catalogueManifest, loadCatalogueFile } from '../../app/catalogue-source';
import { createFullTextSearch, type FullTextSearch } from '../../catalog/search-full-text';
import type { FullTextData } from '../../../shared/search-data';

let loading: Promise<FullTextSearch> | undefined;

/** The search index, fetched and loaded once: later openings of the dialog reuse it. A failed load may be tried again. */
export function loadFullText(): Promise<FullTextSearch> {
  loading ??= loadCatalogueFile<FullTextData>('full-text', catalogueManifest().fullText).then(
    (data) => createFullTextSearch(data),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
