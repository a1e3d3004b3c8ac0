/**
 * The configured series: their keys in navigation order and the id range each may use.
 * This is the one place the ranges of site-spec.md section 3 live.
 */
export interface SeriesConfig {
  key: string;
  /** Inclusive range of ids a note of this series may take. */
  idRange: readonly [number, number];
}

export const SERIES_CONFIG: readonly SeriesConfig[] = [
  { key: 'c', idRange: [901, 999] },
  { key: 'c++', idRange: [1001, 1999] },
  { key: 'python', idRange: [3001, 3999] },
  { key: 'java', idRange: [4001, 4999] },
  { key: 'html', idRange: [201, 299] },
  { key: 'css', idRange: [401, 499] },
  { key: 'javascript', idRange: [301, 399] },
  { key: 'react', idRange: [101, 199] },
  { key: 'nodejs', idRange: [501, 599] },
  { key: 'docker', idRange: [601, 699] },
  { key: 'git', idRange: [701, 799] },
  { key: 'github', idRange: [801, 899] },
  { key: 'dsa', idRange: [2001, 2999] },
];

export function findSeriesConfig(key: string): SeriesConfig | undefined {
  return SERIES_CONFIG.find((series) => series.key === key);
}

/**
 * Hosts of primary sources: the languages' and tools' own documentation and specifications. A note
 * may cite another host, but the build warns, so that a new host is added here on purpose.
 * A host matches itself and its subdomains (`spec.whatwg.org` covers `html.spec.whatwg.org`).
 */
export const PRIMARY_SOURCE_HOSTS: readonly string[] = [
  // The web platform
  'developer.mozilla.org',
  'spec.whatwg.org',
  'www.w3.org',
  'drafts.csswg.org',
  'tc39.es',
  'web.dev',
  'webstatus.dev',
  'web-platform-dx.github.io',
  'www.typescriptlang.org',
  'ogp.me',
  'schema.org',
  // Languages
  'docs.python.org',
  'peps.python.org',
  'docs.oracle.com',
  'openjdk.org',
  'dev.java',
  'en.cppreference.com',
  'cppreference.com',
  'www.open-std.org',
  'eel.is',
  'isocpp.org',
  'gcc.gnu.org',
  // Libraries, runtimes and tools
  'react.dev',
  'nodejs.org',
  'docs.npmjs.com',
  'expressjs.com',
  'node-postgres.com',
  'vite.dev',
  'vitest.dev',
  'testing-library.com',
  'tanstack.com',
  'reactrouter.com',
  'redux-toolkit.js.org',
  'zustand.docs.pmnd.rs',
  'docs.docker.com',
  'hub.docker.com',
  'compose-spec.io',
  'git-scm.com',
  'docs.github.com',
  'cli.github.com',
];
