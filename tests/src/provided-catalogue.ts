import type { CatalogueManifest } from '../../shared/catalogue-files';

/** The catalogue the component tests' pages read, compiled once per run (tests/compile-test-catalogue.ts). */
export interface ProvidedCatalogue {
  manifest: CatalogueManifest;
  files: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    catalogue: ProvidedCatalogue;
  }
}
