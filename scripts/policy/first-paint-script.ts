import { createHash } from 'node:crypto';

/** Sets the JS layout, the stored theme and <html data-returning> before the first paint; inline, as a file would block a round trip. */
export const FIRST_PAINT_SCRIPT =
  "var d=document.documentElement;d.classList.remove('no-js');" +
  "try{var t=localStorage.getItem('theme');if(t==='light'||t==='dark')d.setAttribute('data-theme',t);" +
  "var p=JSON.parse(localStorage.getItem('study-notes:progress')||'null');if(p&&p.read&&p.last)d.setAttribute('data-returning','')}catch(e){}";

/** The script's CSP source expression: the policy allows exactly this inline script and no other. */
export const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
