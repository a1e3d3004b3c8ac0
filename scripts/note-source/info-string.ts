/** What a fence's info string says: the language, then words for the sample checker only. */
export interface InfoString {
  /** The first word, lower-cased; '' for a fence without one. */
  lang: string;
  /** A whole program: run it, and compare its output with a following `text output` block. */
  run: boolean;
  /** A deliberate fragment: parse it, do not compile it. */
  partial: boolean;
  /** The printed output of the `run` block before it (`text output`). */
  output: boolean;
  /** The solution of an exercise: checked like any sample, shown collapsed on the page. */
  solution: boolean;
  /** The language version the sample needs (`java 21`, `python 3.12`, `c 23`). */
  version?: string;
  /** Why the sample is not checked (`nocheck: <reason>`); '' when the reason is missing. */
  nocheck?: string;
  /** Words that mean nothing to the checker (misspelt flags). */
  unknown: string[];
}

const VERSION = /^\d+(?:\.\d+)?$/;

/** Reads ```` ```java 21 partial ````, ```` ```bash nocheck: needs a running server ```` and the like. */
export function parseInfoString(lang: string | null | undefined, meta: string | null | undefined): InfoString {
  const info: InfoString = { lang: (lang ?? '').toLowerCase(), run: false, partial: false, output: false, solution: false, unknown: [] };
  let rest = meta ?? '';
  const nocheck = /(?:^|\s)nocheck(?=:|\s|$)(:?)(.*)$/.exec(rest);
  if (nocheck) {
    info.nocheck = nocheck[1] ? nocheck[2]!.trim() : '';
    rest = rest.slice(0, nocheck.index);
  }
  for (const word of rest.split(/\s+/).filter(Boolean)) {
    if (word === 'run') info.run = true;
    else if (word === 'partial') info.partial = true;
    else if (word === 'output') info.output = true;
    else if (word === 'solution') info.solution = true;
    else if (VERSION.test(word) && info.version === undefined) info.version = word;
    else info.unknown.push(word);
  }
  return info;
}
