// The page's entry: the app is fetched after the first paint, so a slow phone shows the prerendered note
// without waiting for the JavaScript (docs/performance.md).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
requestAnimationFrame(() =>
  setTimeout(async () => {
    await import('react-dom/client');
    await nextTask();
    void import('./main');
  }),
);
