import { formatNoteDate } from '../catalog/note-date';
import { useClientValue } from './use-client-value';

const PRERENDER_LOCALE = 'en-US';

/**
 * A note date in the viewer's locale. Prerendered pages carry it in US English; the first client
 * render matches that, then React switches to the viewer's own format without a hydration error.
 */
export function LocalDate({ value, className }: { value: string; className?: string }) {
  const text = useClientValue(
    () => formatNoteDate(value),
    () => formatNoteDate(value, PRERENDER_LOCALE),
  );
  return (
    <time className={className} dateTime={value}>
      {text}
    </time>
  );
}
