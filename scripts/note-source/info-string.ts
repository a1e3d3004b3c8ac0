/** What a fence's info string says: the language, then words for the sample checker and the exercise checks. */
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
  /** The code an exercise's reader starts from (```` ```js starter ````): shown in the page's editor. */
  starter: boolean;
  /** An exercise's hidden tests (```` ```python test ````): run after the reader's code; never shown. */
  test: boolean;
  /** A Git exercise's goal (```` ```text goal ````): facts about the reader's repository, a line each, checked in the page's terminal. */
  goal: boolean;
  /** A `run` block whose output the reader predicts (```` ```js run predict ````); its output block is the answer. */
  predict: boolean;
  /** The language version the sample needs (`java 21`, `python 3.12`, `c 23`). */
  version?: string;
  /** Why the sample is not checked (`nocheck: <reason>`); '' when the reason is missing. */
  nocheck?: string;
  /** Why an exercise's solution is not checked in the page (`unchecked: <reason>`); '' when the reason is missing. */
  unchecked?: string;
  /** Words that mean nothing to the checker (misspelt flags). */
  unknown: string[];
}

const VERSION = /^\d+(?:\.\d+)?$/;

/** The words that switch a flag on. */
const FLAGS = ['run', 'partial', 'output', 'solution', 'starter', 'test', 'predict', 'goal'] as const;

/** The words that take the rest of the line as their reason. */
const REASONS = ['nocheck', 'unchecked'] as const;

/** Reads an info string (```` ```java 21 partial ````); `nocheck` and `unchecked` take the rest of the line, or up to the other's colon. */
export function parseInfoString(lang: string | null | undefined, meta: string | null | undefined): InfoString {
  const info: InfoString = {
    lang: (lang ?? '').toLowerCase(),
    run: false,
    partial: false,
    output: false,
    solution: false,
    starter: false,
    test: false,
    predict: false,
    goal: false,
    unknown: [],
  };
  let rest = meta ?? '';
  const first = /(?:^|\s)(nocheck|unchecked)(?=:|\s|$)(:?)(.*)$/.exec(rest);
  if (first) {
    const word = first[1] as (typeof REASONS)[number];
    const other = REASONS.find((reason) => reason !== word)!;
    let reason = first[2] ? first[3]! : '';
    const second = new RegExp(`(?:^|\\s)${other}:(.*)$`).exec(reason);
    if (second) {
      info[other] = second[1]!.trim();
      reason = reason.slice(0, second.index);
    }
    info[word] = reason.trim();
    rest = rest.slice(0, first.index);
  }
  for (const word of rest.split(/\s+/).filter(Boolean)) {
    if ((FLAGS as readonly string[]).includes(word)) info[word as (typeof FLAGS)[number]] = true;
    else if (VERSION.test(word) && info.version === undefined) info.version = word;
    else info.unknown.push(word);
  }
  return info;
}
