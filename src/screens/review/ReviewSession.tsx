import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { getReadingProgress } from '../../app/reading-progress';
import { QuestionCard } from '../../questions/QuestionCard';
import { dueQuestions, enrolReadNotes, type DueQuestion } from '../../review/due-questions';
import { nextReviewIn } from '../../questions/record-answer';
import { isDue, readReview, useReview } from '../../review/review-store';
import page from '../static/StaticPage.module.css';

type Session = { state: 'loading' } | { state: 'ready'; due: DueQuestion[]; unavailable: number; now: number };

/** Today's questions, one at a time; the queue is fixed when the page opens, so an answered question does not come back at once. */
export function ReviewSession() {
  const review = useReview();
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const [at, setAt] = useState(0);
  const [answered, setAnswered] = useState<boolean>();
  const [right, setRight] = useState(0);
  const started = useRef(false);
  // Where focus goes when the next question (or the summary) replaces the last.
  const focusTarget = useRef<HTMLElement | null>(null);
  const focusHere = (element: HTMLElement | null) => {
    focusTarget.current = element;
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const now = Date.now();
    // Read here, not from the hook: while the page is taken over, the hook still says nothing is read.
    void enrolReadNotes(getReadingProgress(), now)
      .then(() => dueQuestions(readReview(), now))
      .then(({ due, unavailable }) => setSession({ state: 'ready', due, unavailable, now }));
  }, []);

  if (session.state === 'loading') return <p className={page.section}>Gathering your questions…</p>;
  const { due, unavailable, now } = session;
  const cards = Object.values(review.cards);
  const later = cards.filter((card) => !isDue(card, now)).sort((a, b) => a.due - b.due)[0];
  const nextDue = later ? ` The next question is due ${nextReviewIn(later.due, now)}.` : '';
  const offline = unavailable > 0 && (
    <p className={page.credit}>
      {`${unavailable} more question${unavailable === 1 ? ' is' : 's are'} due from notes this browser has not saved for offline reading; they will be here when you are online.`}
    </p>
  );

  if (due.length === 0) {
    return (
      <section className={page.section} aria-labelledby="review-status">
        <h2 id="review-status">{cards.length === 0 ? 'No questions yet' : 'Nothing due today'}</h2>
        <p>
          {cards.length === 0
            ? 'Read a note to its end, or answer its Check yourself questions: they join your review and come back here.'
            : `All ${cards.length} question${cards.length === 1 ? ' is' : 's are'} scheduled for later.${nextDue}`}
        </p>
        {offline}
      </section>
    );
  }
  if (at >= due.length) {
    return (
      <section className={page.section} aria-labelledby="review-status">
        <h2 id="review-status" ref={focusHere} tabIndex={-1}>
          Done for today
        </h2>
        <p>{`${right} of ${due.length} right.${nextDue}`}</p>
        {offline}
      </section>
    );
  }
  const current = due[at]!;
  const next = () => {
    setAt(at + 1);
    setAnswered(undefined);
    // The next question (or the summary) is new content: bring the reader to its start.
    requestAnimationFrame(() => focusTarget.current?.focus());
  };
  return (
    <section className={page.section} aria-labelledby="review-status">
      <h2 id="review-status">{`${due.length} question${due.length === 1 ? '' : 's'} due today`}</h2>
      <p className={page.credit} ref={focusHere} tabIndex={-1}>
        {`Question ${at + 1} of ${due.length}, from `}
        <Link to="/$topic/$noteId" params={{ topic: current.note.series, noteId: String(current.note.id) }}>
          {current.note.title}
        </Link>
      </p>
      <QuestionCard
        key={current.key}
        question={current.question}
        cardKey={current.key}
        colours={current.colours}
        onAnswered={(isRight) => {
          if (answered === undefined) setRight((count) => count + (isRight ? 1 : 0));
          setAnswered(isRight);
        }}
      />
      {answered !== undefined && (
        <button type="button" className="button" onClick={next}>
          {at + 1 < due.length ? 'Next question' : 'Finish'}
        </button>
      )}
      {offline}
    </section>
  );
}
