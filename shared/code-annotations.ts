import type { CheckedLanguage } from './exercise-check/result.ts';
import type { Question } from './questions/question.ts';

/** What the content build adds beside a note's light-markup body: anchors, code colours, solutions, Run plans, checks. */

/**
 * The colours of one code block, as runs that cover its code exactly: `[length, class, ...]`,
 * class n > 0 the CSS class `sh<n>` of the generated code theme, 0 the block's own text colour.
 */
export type CodeRuns = readonly number[];

/**
 * What the content build adds beside a light-markup body. A body without it renders plain, as the
 * spec's format says; with it, headings get anchors and code its colours.
 */
export interface BodyAnnotations {
  /** The anchor of each heading of the body, in order (NoteHeading.slug). */
  slugs: readonly string[];
  /** The colours of each code block of the body, in order, then of the questions' (QuestionPart's `colours`); 0 for a block shown plain. */
  code: readonly (CodeRuns | 0)[];
  /**
   * Indexes, among the code blocks, of exercise solutions and their output blocks, and of the output
   * block of a `predict` exercise (the answer): shown collapsed.
   */
  solutions?: readonly number[];
  /** Indexes, among the code blocks, of those that show what the block before them prints (its `text output`). */
  outputs?: readonly number[];
  /** How the reader's browser can run each code block, in order; 0 for a block without a Run button. */
  run?: readonly (RunPlan | 0)[];
  /** C and C++ programs the page cannot run as CI does, by code block index: why, in one line the page shows under the block. */
  noRun?: Readonly<Record<number, string>>;
  /** How the page checks the reader's answer to each exercise that says, by its heading's anchor (a slug of `slugs`). */
  checks?: Readonly<Record<string, ExerciseCheck>>;
  /** The questions of the note's `## Check yourself`, asked by the page under that heading (the body holds only the heading). */
  questions?: readonly Question[];
}

/**
 * How the page checks an exercise (the format is in docs/architecture.md, "Exercise checks"):
 * - `code`: the reader edits the starter, a code block of the body, and their code runs with the hidden
 *   tests (never a block of the body) in the sandbox; in C and C++, `tests` is the output the program must print
 *   (the solution's, proven by CI);
 * - `predict`: the reader types what the code block `block` prints, compared with `answer`, the text of
 *   the output block `output` (folded among the solutions for a reader without JavaScript);
 * - `goal`: a Git exercise's goal, facts about the reader's repository (shared/git-terminal/repository-goals.ts), one a
 *   line of the code block `block`, which the page's Git terminal checks;
 * - `unchecked`: no check, for the reason given (an explanation, or code the sandbox cannot run).
 * Blocks are indexes among the body's code blocks, as in `code` and `run`.
 */
export type ExerciseCheck =
  | { kind: 'code'; lang: CheckedLanguage; starter: number; tests: string }
  | { kind: 'predict'; block: number; output: number; answer: string }
  | { kind: 'goal'; block: number; goals: readonly string[] }
  | { kind: 'unchecked'; reason: string };

/**
 * How the page runs a code block in its sandbox (src/try-it/), as the content build decided it:
 * `script` and `module` are JavaScript run as Node.js would (CommonJS or ES module) with console
 * output; `python` runs in Pyodide; `html`, `css` and `react` are live previews; `git` opens the Git
 * terminal (src/git-terminal/), whose shell and Git print what the note's output block shows; `c` and `cpp` are
 * compiled by Clang (WebAssembly) in the sandbox and run there.
 */
export interface RunPlan {
  kind: 'script' | 'module' | 'python' | 'html' | 'css' | 'react' | 'git' | 'c' | 'cpp';
  /** The syntax sucrase removes before the code runs. */
  syntax?: 'ts' | 'jsx' | 'tsx';
  /** For `css`: the index, among the code blocks, of the HTML block it styles. */
  html?: number;
  /** For `react`: the export that names the component to render (`default` or its name). */
  component?: string;
  /** For `c` and `cpp`: the standard CI compiles it with (`c17`, `c++20`). */
  standard?: string;
  /** For `c` and `cpp`: it reads standard input, so the page offers an input box (empty, as CI runs it). */
  stdin?: true;
}
