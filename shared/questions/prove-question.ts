import { isRightAnswer, lenient, type Answer } from './grade-answer.ts';
import type { Question } from './question.ts';

/**
 * Why a question's check would not be honest, or undefined: the page's grader must accept its right answer and refuse
 * wrong ones (each wrong choice, a right set with one choice missing or one too many, a changed output, a blank).
 */
export function unprovenQuestion(question: Question): string | undefined {
  const wrong = (answer: Answer) => isRightAnswer(question, answer);
  if (question.kind === 'choice') {
    const right = question.choices.flatMap((choice, index) => (choice.right ? [index] : []));
    const wrongOnes = question.choices.flatMap((choice, index) => (choice.right ? [] : [index]));
    if (!isRightAnswer(question, right)) return 'the page would not accept the choices marked right';
    if (wrong([]) || wrongOnes.some((index) => wrong([index]) || wrong([...right, index])) || (right.length > 1 && wrong(right.slice(1))))
      return 'the page would accept a wrong set of choices';
    return undefined;
  }
  const answers = question.kind === 'predict' ? [question.answer] : question.answers;
  const refused = answers.find((answer) => !isRightAnswer(question, answer));
  if (refused !== undefined) return `the page would not accept the answer "${refused}"`;
  if (wrong('') || wrong('   ')) return 'the page would accept a blank answer';
  // A changed answer is wrong: one more character for a typed answer, one more line for a printed output.
  const changed = question.kind === 'predict' ? `${question.answer}\nmore` : `${lenient(answers[0]!)}x`;
  if (question.kind === 'short' && question.answers.some((answer) => lenient(answer) === changed)) return undefined;
  if (wrong(changed)) return `the page would accept a wrong answer ("${changed.replace(/\n/g, '\\n')}")`;
  return undefined;
}
