import type { PatternScanner, RegexEngine } from 'shiki/core';

/** One scanner per distinct pattern list, shared by the grammars that ask for it (compiling patterns costs most), freed with the last. */
export function shareScanners(engine: RegexEngine): RegexEngine {
  const shared = new Map<string, { scanner: PatternScanner; users: number }>();
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const key = JSON.stringify(patterns.map((pattern) => (typeof pattern === 'string' ? pattern : [pattern.source, pattern.flags])));
      let entry = shared.get(key);
      if (!entry) shared.set(key, (entry = { scanner: engine.createScanner(patterns), users: 0 }));
      entry.users++;
      const { scanner } = entry;
      let disposed = false;
      return {
        findNextMatchSync: (text, start, options) => scanner.findNextMatchSync(text, start, options),
        dispose() {
          if (disposed) return;
          disposed = true;
          if (--entry.users > 0) return;
          scanner.dispose?.();
          shared.delete(key);
        },
      };
    },
  };
}
