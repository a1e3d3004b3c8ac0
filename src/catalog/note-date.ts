const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A note's calendar date as a local Date at midnight, so it shows as the same day in every time zone:
 * `new Date('2024-10-01')` would be UTC midnight, September 30 in America.
 */
export function parseCalendarDate(value: string | undefined): Date | undefined {
  const match = value ? CALENDAR_DATE.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

// One formatter per locale, since toLocaleDateString makes one per call; in UTC, so a formatter made
// before the time zone changed still shows the calendar day.
const formats = new Map<string | undefined, Intl.DateTimeFormat>();

const US_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** US English needs no Intl: a page's first DateTimeFormat loads the locale data, a long task on a phone (docs/performance.md). */
const isUsEnglish = (locale: string | undefined) => /^en(-US)?$/.test(locale ?? globalThis.navigator?.language ?? '');

/** The date in the viewer's locale ('October 1, 2024' in en-US), or 'N/A' when missing. */
export function formatNoteDate(value: string | undefined, locale?: string): string {
  const date = parseCalendarDate(value);
  if (!date) return 'N/A';
  if (isUsEnglish(locale)) return `${US_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}
