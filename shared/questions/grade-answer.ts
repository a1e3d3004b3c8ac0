import { firstDifference, outputLines } from '../output-lines.ts';
import type { ChoiceQuestion, PredictQuestion, Question, ShortQuestion } from './question.ts';

/** A reader's answer: the indexes of the choices they picked, or the text they typed. */
export type Answer = readonly number[] | string;

/** Whether an answer is right: the page's verdict and the review schedule's rating, and what CI proves of every question. */
export function isRightAnswer(question: Question, answer: Answer): boolean {
  if (question.kind === 'choice') return typeof answer !== 'string' && choicesRight(question, answer);
  if (typeof answer !== 'string') return false;
  return question.kind === 'predict' ? predictionRight(question, answer) : shortAnswerRight(question, answer);
}

/** Exactly the right choices, in any order. */
function choicesRight(question: ChoiceQuestion, picked: readonly number[]): boolean {
  const chosen = new Set(picked);
  return question.choices.every((choice, index) => choice.right === chosen.has(index));
}

/** Line by line as the sample checker compares output: trailing spaces and final blank lines aside. */
function predictionRight(question: PredictQuestion, prediction: string): boolean {
  return prediction.trim() !== '' && firstDifference(outputLines(question.answer), outputLines(prediction)) === -1;
}

function shortAnswerRight(question: ShortQuestion, typed: string): boolean {
  const reader = lenient(typed);
  return reader !== '' && question.answers.some((answer) => lenient(answer) === reader);
}

/** Case, surrounding and repeated spaces, enclosing quotes or backticks and a final full stop do not count. */
export function lenient(text: string): string {
  let value = text.trim().replace(/\.$/, '').trim();
  while (/^(["'`]).*\1$/s.test(value) && value.length >= 2) value = value.slice(1, -1).trim();
  return value.replace(/\s+/g, ' ').toLowerCase();
}
