// The page's entry: the app is fetched after the first paint, so a slow phone shows the prerendered note
// without waiting for the JavaScript (docs/performance.md).
requestAnimationFrame(() => setTimeout(() => void import('./main')));
