/**
 * The production builds the end-to-end suite drives: `default` as deployed with no settings; `variant`
 * with every optional setting on, and time-outs short enough for their paths to be seen in seconds.
 */
export const E2E_BUILDS = {
  default: { outDir: 'dist', env: {} },
  variant: {
    outDir: '.e2e/dist-variant',
    env: {
      VITE_CONTACT_ENDPOINT: '/api/contact',
      VITE_BLOCK_INSPECT: 'false',
      VITE_CHUNK_TIMEOUT_MS: '3000',
      VITE_CONTACT_TIMEOUT_MS: '2000',
      VITE_EDIT_BASE_URL: 'https://github.com/example/study-notes/edit/main/',
      VITE_ISSUES_URL: 'https://github.com/example/study-notes/issues/new',
      VITE_SITE_URL: 'https://notes.example.org',
    },
  },
} as const;

export type E2eBuild = keyof typeof E2E_BUILDS;

/** The environment variables the Playwright tests read the servers' addresses from. */
export const BASE_URL_VARIABLES: Record<E2eBuild | FixtureSite, string> = {
  default: 'E2E_BASE_URL',
  variant: 'E2E_VARIANT_URL',
  payloads: 'E2E_PAYLOADS_URL',
  fixtures: 'E2E_FIXTURES_URL',
};

/**
 * Sites built from fixture notes, each in a copy of the project: `payloads`, script-injection payloads in
 * every field; `fixtures`, the compiler's valid fixtures, with what the real notes do not have yet.
 */
export const FIXTURE_SITES = {
  payloads: 'tests/fixtures/xss/notes',
  fixtures: 'tests/fixtures/valid/notes',
} as const;

export type FixtureSite = keyof typeof FIXTURE_SITES;
