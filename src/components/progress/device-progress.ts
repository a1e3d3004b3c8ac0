import { saveReadingProgress, type ReadingProgress } from '../../app/reading-progress';
import { writeAnswers } from '../../exercises/saved-answers';
import { writeReview } from '../../review/review-store';

/** Forgets every note read and every exercise solved, the answers kept for them, and the questions under review. */
export function resetProgress() {
  saveReadingProgress({ read: {} });
  writeAnswers({});
  writeReview({ cards: {}, enrolled: {} });
}

/** Puts back progress and answers (a progress file, merged with what was here: src/review/progress-file.ts). */
export function restoreProgress(next: ReadingProgress, answers: Record<string, string>) {
  saveReadingProgress(next);
  writeAnswers(answers);
}
