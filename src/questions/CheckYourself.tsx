import { useEffect } from 'react';
import type { BodyAnnotations } from '../../shared/code-annotations';
import type { Question } from '../../shared/questions/question';
import { useReadingProgress } from '../app/reading-progress';
import { cardKey } from '../review/review-store';
import { QuestionCard } from './QuestionCard';
import { enrolQuestions } from './record-answer';

interface CheckYourselfProps {
  questions: readonly Question[];
  /** The note's code colours (its annotations' `code`). */
  colours?: BodyAnnotations['code'];
  series: string;
  noteId: number;
}

/** The questions under a note's 'Check yourself' heading; once the note is marked read they join the reader's review. */
export function CheckYourself({ questions, colours, series, noteId }: CheckYourselfProps) {
  const read = useReadingProgress().read[series]?.includes(noteId) ?? false;
  useEffect(() => {
    if (read)
      void enrolQuestions(
        series,
        noteId,
        questions.map((question) => cardKey(series, noteId, question.id)),
      );
  }, [read, series, noteId, questions]);
  return (
    <ol className="qc-list">
      {questions.map((question) => (
        <li key={question.id}>
          <QuestionCard question={question} cardKey={cardKey(series, noteId, question.id)} colours={colours} />
        </li>
      ))}
    </ol>
  );
}
