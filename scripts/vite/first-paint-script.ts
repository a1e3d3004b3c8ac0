import { createHash } from 'node:crypto';

/**
 * The one inline script of every page, run before the first paint: the visitor has JavaScript, so
 * the page is laid out for it from the first frame (no `no-js` layout that moves when the app
 * arrives), their stored colour theme is on <html data-theme> (src/components/theme/theme-choice.ts),
 * and a visitor with reading progress (src/app/reading-progress.ts) gets <html data-returning>, for
 * which the home page keeps the place of 'Continue where you left off'.
 * Inline rather than a file: a classic script file blocks rendering for a round trip on a slow network.
 */
export const FIRST_PAINT_SCRIPT =
  "var d=document.documentElement;d.classList.remove('no-js');" +
  "try{var t=localStorage.getItem('theme');if(t==='light'||t==='dark')d.setAttribute('data-theme',t);" +
  "var p=JSON.parse(localStorage.getItem('study-notes:progress')||'null');if(p&&p.read&&p.last)d.setAttribute('data-returning','')}catch(e){}";

/** The script's CSP source expression: the policy allows exactly this inline script and no other. */
export const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
