import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the built pages (decisions.md item 13): scripts only from the site
 * itself, no inline or third-party script, and requests only to the site and the contact endpoint.
 */
export function contentSecurityPolicy(contactEndpoint: string | undefined): string {
  const connect = ["'self'"];
  if (contactEndpoint && /^https?:\/\//.test(contactEndpoint)) connect.push(new URL(contactEndpoint).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
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
