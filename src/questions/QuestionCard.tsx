import { useEffect, useId, useRef, useState } from 'react';
import { replayEarlyPress } from '../app/early-press';
import type { BodyAnnotations } from '../../shared/code-annotations';
import type { Question } from '../../shared/questions/question';
import { isRightAnswer } from '../../shared/questions/grade-answer';
import { CodeBlock } from '../markup/CodeBlock';
import { adoptStyles } from '../app/adopt-styles';
import { nextReviewIn, recordAnswer } from './record-answer';
import css from './question-card.css?inline';

adoptStyles(css);

interface QuestionCardProps {
  question: Question;
  /** The key of its card in the reader's review (src/review/review-store.ts). */
  cardKey: string;
  /** Told once per Check, with whether the answer was right. */
  onAnswered?: (right: boolean) => void;
  /** Its note's code colours, where its code blocks find theirs. */
  colours?: BodyAnnotations['code'];
}

interface Verdict {
  right: boolean;
  /** When the review schedule brings the question back; undefined until it is known. */
  next?: string;
}

/**
 * One question of a note's 'Check yourself' (or of the Review page): the reader answers, Check says whether it is
 * right and why, with the section that explains it. Without JavaScript it reads as the question, its choices and
 * its answer folded under 'Show answer'.
 */
export function QuestionCard({ question, cardKey, onAnswered, colours }: QuestionCardProps) {
  const [picked, setPicked] = useState<readonly number[]>([]);
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<Verdict>();
  const [folded, setFolded] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // What the reader chose or typed before the question was live stays theirs; a Check pressed then runs now.
    const inputs = [...(box.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? [])];
    const chosen = inputs.flatMap((input, index) => (input instanceof HTMLInputElement && input.checked ? [index] : []));
    const text = inputs.find((input) => input instanceof HTMLTextAreaElement || input.type === 'text')?.value;
    if (chosen.length > 0) setPicked(chosen);
    if (text) setTyped(text);
    // After React has rendered what was typed, so the press checks it.
    const element = box.current;
    const timer = setTimeout(() => replayEarlyPress(element));
    return () => clearTimeout(timer);
  }, []);
  const several = question.kind === 'choice' && question.choices.filter((choice) => choice.right).length > 1;
  const answer = question.kind === 'choice' ? picked : typed;
  const empty = question.kind === 'choice' ? picked.length === 0 : typed.trim() === '';

  const check = () => {
    const right = isRightAnswer(question, answer);
    setVerdict({ right });
    onAnswered?.(right);
    recordAnswer(cardKey, right).then(
      (card) => setVerdict((current) => current && { ...current, next: nextReviewIn(card.due) }),
      () => undefined,
    );
  };
  const again = () => {
    setVerdict(undefined);
    setPicked([]);
    setTyped('');
  };
  const pick = (index: number, on: boolean) =>
    setPicked((current) => (several ? (on ? [...current, index] : current.filter((other) => other !== index)) : [index]));

  return (
    <div
      ref={box}
      role="group"
      aria-labelledby={`${id}-text`}
      className="qc-question"
      data-question={question.id}
      data-verdict={verdict ? (verdict.right ? 'right' : 'wrong') : undefined}
    >
      <p id={`${id}-text`} className="qc-text" dangerouslySetInnerHTML={{ __html: question.text }} />
      {question.parts.map((part, index) =>
        part.type === 'code' ? (
          <CodeBlock
            key={index}
            lang={part.lang}
            code={part.code}
            runs={(part.colours !== undefined && colours?.[part.colours]) || undefined}
          />
        ) : (
          <p key={index} dangerouslySetInnerHTML={{ __html: part.html }} />
        ),
      )}
      {question.kind === 'choice' ? (
        <>
          {several && <p className="qc-hint">Choose every right answer.</p>}
          <ul className="qc-choices">
            {question.choices.map((choice, index) => (
              <li key={index} data-right={verdict ? choice.right : undefined}>
                {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- the choice's words are its HTML, inside the label */}
                <label className="qc-choice">
                  <input
                    type={several ? 'checkbox' : 'radio'}
                    name={id}
                    checked={picked.includes(index)}
                    disabled={verdict !== undefined}
                    onChange={(event) => pick(index, event.currentTarget.checked)}
                  />
                  <span dangerouslySetInnerHTML={{ __html: choice.html }} />
                </label>
                {verdict && <Why right={choice.right} html={choice.why} />}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <label className="qc-field">
          <span>{question.kind === 'predict' ? 'What does it print?' : 'Your answer'}</span>
          {question.kind === 'predict' ? (
            <textarea
              rows={Math.min(Math.max(question.answer.split('\n').length, 2), 8)}
              spellCheck={false}
              value={typed}
              readOnly={verdict !== undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
          ) : (
            <input
              type="text"
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              value={typed}
              readOnly={verdict !== undefined}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && !empty && !verdict && check()}
            />
          )}
        </label>
      )}
      <div className="qc-actions">
        {verdict ? (
          <button type="button" className="code-button" onClick={again}>
            Try again
          </button>
        ) : (
          <button type="button" className={`code-button qc-primary`} onClick={check} disabled={empty}>
            Check
          </button>
        )}
      </div>
      <div role="status" className="qc-verdict">
        {verdict && (
          <>
            <p className="qc-summary">
              {verdict.right ? 'Right.' : question.kind === 'choice' ? 'Not quite: see why under each choice.' : 'Not quite.'}
              {verdict.next && <span className="qc-next"> {`Next review ${verdict.next}.`}</span>}
            </p>
            {question.kind !== 'choice' && <Answer question={question} />}
            <p className="qc-see" dangerouslySetInnerHTML={{ __html: question.see }} />
          </>
        )}
      </div>
      {!verdict && (
        <details className="qc-fold" open={folded} onToggle={(event) => setFolded(event.currentTarget.open)}>
          <summary>{folded ? 'Hide answer' : 'Show answer'}</summary>
          {question.kind === 'choice' ? (
            <ul className="qc-answers">
              {question.choices.map((choice, index) => (
                <li key={index} data-right={choice.right}>
                  <span dangerouslySetInnerHTML={{ __html: choice.html }} />
                  <Why right={choice.right} html={choice.why} />
                </li>
              ))}
            </ul>
          ) : (
            <Answer question={question} />
          )}
          <p className="qc-see" dangerouslySetInnerHTML={{ __html: question.see }} />
        </details>
      )}
    </div>
  );
}

/** Why a choice is right or wrong, marked in words as well as colour. */
function Why({ right, html }: { right: boolean; html: string }) {
  return (
    <p className="qc-why" data-right={right}>
      <strong>{right ? 'Right answer. ' : 'Wrong. '}</strong>
      <span dangerouslySetInnerHTML={{ __html: html }} />
    </p>
  );
}

/** The answer of a typed question: what the program prints, or the accepted answers; then why. */
function Answer({ question }: { question: Exclude<Question, { kind: 'choice' }> }) {
  return (
    <>
      {question.kind === 'predict' ? (
        <CodeBlock lang="text" code={question.answer} output />
      ) : (
        <p className="qc-answer-label">
          {question.answers.length === 1 ? 'The answer: ' : 'Accepted answers: '}
          {question.answers.map((text, index) => (
            <span key={index}>
              {index > 0 && ', '}
              <code>{text}</code>
            </span>
          ))}
        </p>
      )}
      <p className="qc-why" dangerouslySetInnerHTML={{ __html: question.why }} />
    </>
  );
}
