/**
 * A question of a note's `## Check yourself` section (docs/authoring.md), as the content build compiles it:
 * sanitised HTML for its words, code blocks with their colours.
 */
export type Question = ChoiceQuestion | PredictQuestion | ShortQuestion;

interface QuestionBase {
  /** The anchor of its heading's text: how a reader's review schedule knows it. */
  id: string;
  /** The question, one line of inline HTML. */
  text: string;
  /** What the reader reads before answering: paragraphs and code blocks. */
  parts: readonly QuestionPart[];
  /** The `See ...` paragraph (inline HTML), its links to the sections that explain the answer. */
  see: string;
}

/** A code block's colours are the note's, in its annotations' `code` after the body's own blocks: `colours` is that index. */
export type QuestionPart = { type: 'paragraph'; html: string } | { type: 'code'; lang: string; code: string; colours?: number };

/** One answer among several; more than one may be right. */
export interface Choice {
  html: string;
  right: boolean;
  /** Why this choice is right or wrong (inline HTML). */
  why: string;
}

export interface ChoiceQuestion extends QuestionBase {
  kind: 'choice';
  choices: readonly Choice[];
}

/** The reader types what the last code block of `parts` prints; `answer` is its proven output. */
export interface PredictQuestion extends QuestionBase {
  kind: 'predict';
  answer: string;
  why: string;
}

/** The reader types a word, a name or a command; any of `answers` is right, compared leniently. */
export interface ShortQuestion extends QuestionBase {
  kind: 'short';
  answers: readonly string[];
  why: string;
}
