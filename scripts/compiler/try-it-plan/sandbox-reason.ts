import type { ProgramScan } from './scan-program.ts';

/** Names only Node.js has, or that reach outside the page: a sample using one would print otherwise in the browser. */
const NODE_OR_OUTSIDE = new Set([
  'process',
  'require',
  'module',
  'exports',
  'Buffer',
  '__dirname',
  '__filename',
  'global',
  'setImmediate',
  'clearImmediate',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'document',
  'window',
  'navigator',
  'location',
  'alert',
  'prompt',
  'confirm',
]);

/** What a sandbox lets a program use beyond the language: its imports, and globals of its page. */
export interface Allowance {
  imports: boolean;
  globals: ReadonlySet<string>;
}

const CONSOLE_RUN: Allowance = { imports: false, globals: new Set() };

/** Why a JavaScript program needs what the browser sandbox does not have, or would print what depends on the reader. */
export function sandboxReason(scan: ProgramScan, allowed: Allowance = CONSOLE_RUN): string | undefined {
  const first = (allowed.imports ? scan.outsideButImports : scan.outside) || scan.timerHandle;
  if (first) return first;
  const global = scan.references.find((name) => NODE_OR_OUTSIDE.has(name) && !scan.declared.has(name) && !allowed.globals.has(name));
  return global ? `uses ${global}, which the browser sandbox does not offer as Node.js does` : undefined;
}
