import type { Connect, Plugin } from 'vite';
import { FIRST_PAINT_SCRIPT, FIRST_PAINT_SCRIPT_HASH } from './first-paint-script.ts';

/** The pages' policy (docs/security.md): scripts from the site and the first-paint one by hash; requests to the site and the contact endpoint. */
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

/** Only the site may frame its pages (the sandbox runs what its parent posts); a header only, as meta frame-ancestors is ignored. */
export const FRAME_ANCESTORS = "frame-ancestors 'self'";

/** The same rule for browsers without frame-ancestors (one that has it ignores this header). */
export const FRAME_OPTIONS = ['X-Frame-Options', 'SAMEORIGIN'] as const;

/** A page's policy as a host sends it, in a header: the meta tag's, and who may frame the page. */
export function headerPolicy(policy: string): string {
  return `${policy}; ${FRAME_ANCESTORS}`;
}

/** The hosts' framing headers on the dev server and `vite preview`, and the sandbox pages' `sandbox` directive. */
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

/** An opaque origin for the sandbox's pages (the frame's `sandbox` attribute would stop the offline worker serving them). */
export const SANDBOX_DIRECTIVE = 'sandbox allow-scripts allow-forms';

/** The sandbox pages' policy as a host sends it: a meta tag cannot carry the `sandbox` directive. */
export function sandboxHeaderPolicy(): string {
  return headerPolicy(`${SANDBOX_CONTENT_SECURITY_POLICY}; ${SANDBOX_DIRECTIVE}`);
}

/** The sandbox's policy: the reader's code runs but loads no script and sends no request; images alone come from the site. */
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
    transformIndexHtml(_html, context) {
      if (context.server) return [];
      const content = contentSecurityPolicy(contactEndpoint);
      return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content }, injectTo: 'head-prepend' }];
    },
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
