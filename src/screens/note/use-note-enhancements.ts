import { useEffect, useRef, useState } from 'react';
import { firstInteraction } from '../../app/first-interaction';
import { markRead } from '../../app/reading-progress';

/**
 * The note page's scroll-driven behaviour, loaded at the reader's first interaction since none of it acts
 * before: refs for the bar and the note's end, and the section being read.
 */
export function useNoteEnhancements(series: string, id: number, headingIds: readonly string[]) {
  const bar = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const [section, setSection] = useState<string>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    firstInteraction()
      .then(() => import('./note-enhancements'))
      .then(
        ({ enhanceNote }) => {
          // Unmounting detaches the refs before the effect's cleanup runs.
          if (!active || !bar.current || !end.current) return;
          stop = enhanceNote({
            bar: bar.current,
            headingIds,
            onSection: setSection,
            end: end.current,
            onEnd: () => markRead(series, id),
          });
        },
        // Without its chunk (offline, a new deployment) the note still reads; only these extras are missing.
        () => {},
      );
    return () => {
      active = false;
      stop?.();
      setSection(undefined);
    };
  }, [series, id, headingIds]);
  return { bar, end, section };
}
