import type { Plugin } from 'vite';
import { FIRST_PAINT_SCRIPT, FIRST_PAINT_SCRIPT_HASH } from './first-paint-script.ts';

/**
 * The Content-Security-Policy of the built pages (decisions.md item 13): scripts only from the site
 * itself, no third-party script and no inline script but the first-paint one (allowed by its hash),
 * and requests only to the site and the contact endpoint.
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
    "frame-src 'none'",
  ].join('; ');
}

/** Adds the policy to index.html as a meta tag in production builds (the dev server needs inline scripts). */
export function cspMetaTag(contactEndpoint: string | undefined): Plugin {
  return {
    name: 'study-notes:csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
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
