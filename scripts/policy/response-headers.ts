import { FRAME_OPTIONS, headerPolicy, SANDBOX_PATH, sandboxHeaderPolicy } from './content-security-policy.ts';

/** The headers every response carries besides the Content-Security-Policy (`_headers`, nginx). */
export const SECURITY_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  FRAME_OPTIONS,
] as const;

/** The caching of the hashed assets under /assets/, whose names change with their content. */
export const IMMUTABLE_ASSETS = 'public, max-age=31536000, immutable';

/** `_headers` (Netlify, Cloudflare Pages); the sandbox's pages swap in their own policy (`! Header` detaches an inherited one). */
export function headersFile(policy: string): string {
  return [
    '/*',
    `  Content-Security-Policy: ${headerPolicy(policy)}`,
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '',
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE_ASSETS}`,
    '',
    `${SANDBOX_PATH}*`,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${sandboxHeaderPolicy()}`,
    '',
  ].join('\n');
}
