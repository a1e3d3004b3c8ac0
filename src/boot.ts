/*
 * The page's entry. The prerendered page is painted first, then the app is fetched and hydrates it:
 * on a slow phone the reader sees the note as soon as its HTML and stylesheet are in, without
 * waiting for the ~107 KB of JavaScript to download and run (and without that download competing
 * with the stylesheet for the connection). The first-paint script has already set the theme and
 * the layout, so nothing changes on screen when the app arrives.
 */
requestAnimationFrame(() => setTimeout(() => void import('./main')));
