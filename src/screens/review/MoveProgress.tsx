import { useRef, useState } from 'react';
import { getReadingProgress } from '../../app/reading-progress';
import { restoreProgress } from '../../components/progress/device-progress';
import { readAnswers } from '../../exercises/saved-answers';
import { mergeProgress, MOST_BYTES, progressFile, readProgressFile } from '../../review/progress-file';
import { readReview, writeReview } from '../../review/review-store';
import page from '../static/StaticPage.module.css';

/** Export and import of everything the site keeps in this browser, to continue in another one. */
export function MoveProgress() {
  const [status, setStatus] = useState<{ text: string; error?: true }>();
  const input = useRef<HTMLInputElement>(null);

  const exportFile = () => {
    const now = new Date();
    const file = progressFile(getReadingProgress(), readReview(), readAnswers(), now);
    const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 1)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `study-notes-progress-${now.toISOString().slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setStatus({ text: `Exported to ${link.download}.` });
  };

  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MOST_BYTES)
      return setStatus({ text: 'This file is too large to be a progress file exported from this site.', error: true });
    const read = readProgressFile(await chosen.text());
    if ('error' in read) return setStatus({ text: read.error, error: true });
    const merged = mergeProgress({ progress: getReadingProgress(), review: readReview(), answers: readAnswers() }, read.file);
    restoreProgress(merged.progress, merged.answers);
    writeReview(merged.review);
    const notes = Object.values(merged.progress.read).flat().length;
    const questions = Object.keys(merged.review.cards).length;
    setStatus({
      text: `Imported. This browser now has ${notes} note${notes === 1 ? '' : 's'} read and ${questions} question${questions === 1 ? '' : 's'} under review.`,
    });
  };

  return (
    <section className={page.section} aria-labelledby="move-progress">
      <h2 id="move-progress">Move your progress</h2>
      <p>
        Your notes read, exercises solved and review schedule stay in this browser only. To go on in another browser, export them to a file
        and import it there: importing adds to what is already there and never removes anything.
      </p>
      <div className={page.calloutActions}>
        <button type="button" className="button button-secondary" onClick={exportFile}>
          Export progress
        </button>
        <button type="button" className="button button-secondary" onClick={() => input.current?.click()}>
          Import progress…
        </button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={(event) => {
            void importFile(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </div>
      <p role="status" data-error={status?.error}>
        {status?.text}
      </p>
    </section>
  );
}
