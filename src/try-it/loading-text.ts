/** What a first run or check waits for: Python, the compiler, or (C++) the compiler's precompiled <iostream>. */
export function loadingText(kind: string, act: 'run' | 'check'): string {
  if (kind === 'python') return `Loading Python (first ${act} only)…`;
  if (kind === 'cpp') return `Preparing the C++ compiler (first C++ ${act} on this page, a few seconds)…`;
  return `Loading the compiler (first ${act} on this page)…`;
}
