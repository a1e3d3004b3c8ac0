import { describe, expect, it } from 'vitest';
import { isRightAnswer, lenient } from '../../../shared/questions/grade-answer';
import { unprovenQuestion } from '../../../shared/questions/prove-question';
import type { Question } from '../../../shared/questions/question';

const base = { id: 'q', text: 'Q?', parts: [], see: 'See <a href="#a">A</a>.' };
const single: Question = {
  ...base,
  kind: 'choice',
  choices: [
    { html: 'useState', right: false, why: 'renders' },
    { html: 'useRef', right: true, why: 'does not' },
    { html: 'let', right: false, why: 'afresh' },
  ],
};
const several: Question = {
  ...base,
  kind: 'choice',
  choices: [
    { html: 'a', right: true, why: '' },
    { html: 'b', right: false, why: '' },
    { html: 'c', right: true, why: '' },
  ],
};
const predict: Question = { ...base, kind: 'predict', answer: 'A\nB', why: '' };
const short: Question = { ...base, kind: 'short', answers: ['--staged', '--cached'], why: '' };

describe("the page's grader", () => {
  it('accepts exactly the right choices, in any order', () => {
    expect(isRightAnswer(single, [1])).toBe(true);
    expect(isRightAnswer(single, [0])).toBe(false);
    expect(isRightAnswer(single, [])).toBe(false);
    expect(isRightAnswer(several, [2, 0])).toBe(true);
    expect(isRightAnswer(several, [0])).toBe(false);
    expect(isRightAnswer(several, [0, 1, 2])).toBe(false);
    expect(isRightAnswer(single, 'useRef')).toBe(false);
  });

  it('compares a predicted output as the sample checker does: trailing spaces and final blank lines aside', () => {
    expect(isRightAnswer(predict, 'A  \r\nB\n\n')).toBe(true);
    expect(isRightAnswer(predict, 'A\nb')).toBe(false);
    expect(isRightAnswer(predict, 'A')).toBe(false);
    expect(isRightAnswer(predict, ' A\nB')).toBe(false);
    expect(isRightAnswer(predict, '')).toBe(false);
  });

  it('compares a short answer leniently: case, spaces, enclosing quotes or backticks and a final full stop', () => {
    for (const typed of ['--staged', ' --STAGED. ', '`--cached`', '"--staged"', "'--cached'"])
      expect(isRightAnswer(short, typed)).toBe(true);
    for (const typed of ['--stage', '', '  ', 'staged', '--staged --cached']) expect(isRightAnswer(short, typed)).toBe(false);
    expect(lenient('git   diff  --staged')).toBe('git diff --staged');
  });
});

describe('proving a question honest', () => {
  it('passes the questions the grader checks honestly', () => {
    for (const question of [single, several, predict, short]) expect(unprovenQuestion(question)).toBeUndefined();
  });

  it('reports an answer the page would never accept, and one that accepts anything', () => {
    expect(unprovenQuestion({ ...short, answers: ['.'] })).toBe('the page would not accept the answer "."');
    expect(unprovenQuestion({ ...predict, answer: '' })).toBe('the page would not accept the answer ""');
    expect(unprovenQuestion({ ...short, answers: ['`x`', 'x'] })).toBeUndefined();
  });
});
