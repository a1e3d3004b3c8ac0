/** The one list of the 13 series, in the header's order, with the id range each may use; the manifest carries it to the app. */
export interface SeriesConfig {
  key: string;
  /** The header's label (the spec's, 'Github' included). */
  label: string;
  /** Inclusive range of ids a note of this series may take. */
  idRange: readonly [number, number];
}

export const SERIES_CONFIG: readonly SeriesConfig[] = [
  { key: 'c', label: 'C', idRange: [901, 999] },
  { key: 'c++', label: 'C++', idRange: [1001, 1999] },
  { key: 'python', label: 'Python', idRange: [3001, 3999] },
  { key: 'java', label: 'Java', idRange: [4001, 4999] },
  { key: 'html', label: 'HTML', idRange: [201, 299] },
  { key: 'css', label: 'CSS', idRange: [401, 499] },
  { key: 'javascript', label: 'JavaScript', idRange: [301, 399] },
  { key: 'react', label: 'React', idRange: [101, 199] },
  { key: 'nodejs', label: 'Node.js', idRange: [501, 599] },
  { key: 'docker', label: 'Docker', idRange: [601, 699] },
  { key: 'git', label: 'Git', idRange: [701, 799] },
  { key: 'github', label: 'Github', idRange: [801, 899] },
  { key: 'dsa', label: 'DSA', idRange: [2001, 2999] },
];

export function findSeriesConfig(key: string): SeriesConfig | undefined {
  return SERIES_CONFIG.find((series) => series.key === key);
}

/** Hosts of primary sources (and their subdomains); a note may cite another, with a warning, so a host is added here on purpose. */
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
