import type { Connect, Plugin } from 'vite';
import { FIRST_PAINT_SCRIPT, FIRST_PAINT_SCRIPT_HASH } from './first-paint-script.ts';

/**
 * The built pages' Content-Security-Policy (docs/security.md): scripts only from the site and the
 * first-paint one by its hash; requests only to the site and the contact endpoint.
 */
export function contentSecurityPolicy(contactEndpoint: string | undefined): string {
  const connect = ["'self'"];
  if (contactEndpoint && /^https?:\/\//.test(contactEndpoint)) connect.push(new URL(contactEndpoint).origin);
  return [
    "default-src 'self'",
    `script-src 'self' ${FIRST_PAINT_SCRIPT_HASH}`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    // The offline worker (/sw.js) and the web app manifest, from the site only.
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "form-action 'self' mailto:",
    "base-uri 'self'",
    "object-src 'none'",
    // The sample sandbox (src/try-it/sandbox.html), and nothing else, may be framed.
    "frame-src 'self'",
  ].join('; ');
}

/**
 * Only the site may frame its pages, the sandbox's included, which run what their parent posts; a header only,
 * since a meta tag's frame-ancestors is ignored. 'self' matches the framed page's address, so sandbox frames load.
 */
export const FRAME_ANCESTORS = "frame-ancestors 'self'";

/** The same rule for browsers without frame-ancestors (one that has it ignores this header). */
export const FRAME_OPTIONS = ['X-Frame-Options', 'SAMEORIGIN'] as const;

/** A page's policy as a host sends it, in a header: the meta tag's, and who may frame the page. */
export function headerPolicy(policy: string): string {
  return `${policy}; ${FRAME_ANCESTORS}`;
}

/**
 * The framing rules on every response of the dev server and `vite preview`, as the hosts send them, and the
 * sandbox pages' `sandbox` directive (the page's own policy stays in its meta tag there).
 */
export function framedBySiteOnly(): Plugin {
  const headers: Connect.NextHandleFunction = (request, response, next) => {
    const sandbox = (request.url ?? '/').startsWith(SANDBOX_PATH);
    response.setHeader('Content-Security-Policy', sandbox ? `${SANDBOX_DIRECTIVE}; ${FRAME_ANCESTORS}` : FRAME_ANCESTORS);
    response.setHeader(...FRAME_OPTIONS);
    next();
  };
  return {
    name: 'study-notes:framed-by-site-only',
    configureServer: (server) => void server.middlewares.use(headers),
    configurePreviewServer: (server) => void server.middlewares.use(headers),
  };
}

/** Where the sample sandbox's page is served; it carries its own policy, not the site's. */
export const SANDBOX_PATH = '/src/try-it/';

/**
 * What gives the sandbox's pages an origin of their own (opaque): a header's directive, not the frame's
 * `sandbox` attribute, under which the browser would not let the offline worker serve the page. Forms
 * submit no further than the page (form-action 'none'): React checks' tests submit them.
 */
export const SANDBOX_DIRECTIVE = 'sandbox allow-scripts allow-forms';

/** The sandbox pages' policy as a host sends it: a meta tag cannot carry the `sandbox` directive. */
export function sandboxHeaderPolicy(): string {
  return headerPolicy(`${SANDBOX_CONTENT_SECURITY_POLICY}; ${SANDBOX_DIRECTIVE}`);
}

/**
 * The sample sandbox's policy (an opaque origin): the reader's code may run there, but loads no script and
 * sends requests nowhere; the pages carry their scripts, and the site's page hands them Python's files.
 * Images alone come from the site.
 */
export const SANDBOX_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src blob: 'unsafe-eval' 'unsafe-inline' 'wasm-unsafe-eval'",
  'worker-src blob:',
  "connect-src 'none'",
  "style-src 'unsafe-inline'",
  // A sample's images, which the site serves from public/ (an opaque origin's 'self' is its address's origin).
  "img-src 'self' data: blob:",
  'font-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Adds the policy as a meta tag in production builds (the dev server's pages need inline scripts). */
export function cspMetaTag(contactEndpoint: string | undefined): Plugin {
  return {
    name: 'study-notes:csp-meta',
    transformIndexHtml: (_html, context) =>
      context.server
        ? []
        : [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(contactEndpoint) },
              injectTo: 'head-prepend',
            },
          ],
  };
}

/** Puts the first-paint script inline in the head of every page, dev server included. */
export function firstPaintScript(): Plugin {
  return {
    name: 'study-notes:first-paint-script',
    // Right after the charset, before the stylesheet: it runs without waiting for anything.
    transformIndexHtml(html) {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error(`index.html needs ${charset}: the first-paint script goes right after it`);
      return html.replace(charset, `${charset}\n    <script>${FIRST_PAINT_SCRIPT}</script>`);
    },
  };
}
