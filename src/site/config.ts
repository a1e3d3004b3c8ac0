/**
 * The site's settings in one place. Deployers set them at build time through environment variables
 * (docs/deploying.md, "Site settings"); the defaults suit a local build.
 */
const env = import.meta.env;

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export const siteConfig = {
  name: 'Study Notes',
  /** What the site is, in a sentence: the home page's description, and the summary of /llms.txt. */
  description:
    'Master programming with clean, concise coding documentation: short tutorial notes on C, C++, Python, Java, HTML, CSS, JavaScript, React, Node.js, Docker, Git, GitHub and DSA.',
  /** Host of canonical links, Open Graph URLs and the sitemap; a placeholder until deployed. */
  canonicalHost: (env.VITE_SITE_URL || 'https://example.com').replace(/\/+$/, ''),
  /** The address of the contact page's 'Direct Email' box and of the mail-program fallback. */
  contactEmail: env.VITE_CONTACT_EMAIL || 'hello@example.com',
  /** Where the contact form POSTs its JSON draft; unset, submitting opens the visitor's mail program. */
  contactEndpoint: env.VITE_CONTACT_ENDPOINT || undefined,
  /** Blocks the context menu and the developer-tools shortcuts; on by default. */
  blockInspect: env.VITE_BLOCK_INSPECT !== 'false',
  /**
   * Where the notes' Markdown sources are edited, such as https://github.com/org/repo/edit/main/;
   * each note links to its file there. Unset, no note shows the link.
   */
  editBaseUrl: env.VITE_EDIT_BASE_URL || undefined,
  /**
   * Where readers report a mistake: a new-issue address such as
   * https://github.com/org/repo/issues/new, which each note prefills. Unset, no note offers it.
   */
  issuesUrl: env.VITE_ISSUES_URL || undefined,
  /** How long a lazily loaded script chunk may take before it fails. */
  chunkTimeoutMs: positiveNumber(env.VITE_CHUNK_TIMEOUT_MS, 120_000),
  /** How long the contact endpoint may take to answer before the form says it did not answer in time. */
  contactTimeoutMs: positiveNumber(env.VITE_CONTACT_TIMEOUT_MS, 15_000),
} as const;
