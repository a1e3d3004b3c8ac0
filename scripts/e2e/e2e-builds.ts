/**
 * The two production builds the end-to-end suite drives. `default` is the site as deployed with
 * no settings; `variant` turns on what only a setting enables (a contact endpoint, inspection
 * allowed, 'Edit this note' and 'Report a mistake in this note' links, its own address) and shortens the chunk and contact time-outs so
 * the time-out paths can be seen in seconds.
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
 * Sites built from fixture notes instead of the catalogue, each in a copy of the project:
 * `payloads`, notes whose every field carries script-injection payloads; `fixtures`, the compiler's
 * valid fixtures, which show what the catalogue's notes do not have yet (references, a review
 * date, exercises with solutions).
 */
export const FIXTURE_SITES = {
  payloads: 'tests/fixtures/xss/notes',
  fixtures: 'tests/fixtures/valid/notes',
} as const;

export type FixtureSite = keyof typeof FIXTURE_SITES;
