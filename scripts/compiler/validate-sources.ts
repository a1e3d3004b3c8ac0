import type { NoteReference } from '../../shared/note.ts';
import { PRIMARY_SOURCE_HOSTS } from './series-config.ts';

/** Reports a problem at a front-matter key (`['references']`) or a value inside it. */
export type Report = (path: readonly (string | number)[], severity: 'error' | 'warning', message: string) => void;
/** Reports a problem with the one field being checked. */
export type Fail = (message: string) => void;

const MAX_REFERENCES = 4;
/** The easternmost time zone is UTC+14: a review dated today anywhere on Earth is not in the future. */
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** `references`: 1 to 4 entries, each a non-empty title and an https URL, no URL twice. */
export function checkReferences(value: unknown, report: Report): NoteReference[] {
  if (value === undefined) return [];
  const shape = 'must be a list of 1 to 4 entries, each with a `title` and an https `url`';
  if (!Array.isArray(value)) return (report(['references'], 'error', shape), []);
  if (value.length === 0 || value.length > MAX_REFERENCES) {
    report(['references'], 'error', `has ${value.length} entries; ${shape}`);
    if (value.length === 0) return [];
  }
  const references: NoteReference[] = [];
  const seen = new Set<string>();
  value.slice(0, MAX_REFERENCES).forEach((entry: unknown, index) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      report(['references', index], 'error', `entry ${index + 1} must be a mapping with \`title\` and \`url\``);
      return;
    }
    const { title, url, ...rest } = entry as Record<string, unknown>;
    for (const key of Object.keys(rest)) {
      report(['references', index, key], 'error', `entry ${index + 1} has the unknown key "${key}"; an entry has only title and url`);
    }
    const titled = typeof title === 'string' && title.trim() !== '';
    if (!titled)
      report(['references', index, title === undefined ? 'url' : 'title'], 'error', `entry ${index + 1} needs a non-empty title`);
    const parsed = typeof url === 'string' && URL.canParse(url.trim()) ? new URL(url.trim()) : undefined;
    if (!parsed) {
      report(
        ['references', index, url === undefined ? 'title' : 'url'],
        'error',
        `entry ${index + 1} needs a url, an absolute https address`,
      );
    } else if (parsed.protocol !== 'https:') {
      report(['references', index, 'url'], 'error', `${JSON.stringify(url)} must use https`);
    } else if (seen.has(parsed.href)) {
      report(['references', index, 'url'], 'error', `${JSON.stringify(url)} is listed twice`);
    } else {
      seen.add(parsed.href);
      if (!PRIMARY_SOURCE_HOSTS.some((host) => parsed.hostname === host || parsed.hostname.endsWith(`.${host}`))) {
        report(
          ['references', index, 'url'],
          'warning',
          `${parsed.hostname} is not a known primary-source host; cite the language's or tool's own documentation, or add the host to PRIMARY_SOURCE_HOSTS in scripts/compiler/series-config.ts`,
        );
      }
      if (titled) references.push({ title: title.trim(), url: parsed.href });
    }
  });
  return references;
}

/** `reviewed`: a valid date (already checked by the caller), not in the future, not before `date`. */
export function checkReviewed(reviewed: string | undefined, date: string | undefined, fail: Fail, now = Date.now()): string | undefined {
  if (reviewed === undefined) return undefined;
  if (reviewed > latestDate(now)) return (fail(`${reviewed} is in the future; it is the date the note was last checked`), undefined);
  if (date !== undefined && reviewed < date) return (fail(`${reviewed} is before the note's date ${date}`), undefined);
  return reviewed;
}

/** `date`: a valid date (already checked by the caller), not in the future. */
export function checkPublished(date: string | undefined, fail: Fail, now = Date.now()): string | undefined {
  if (date === undefined) return undefined;
  if (date > latestDate(now)) return (fail(`${date} is in the future; it is the date the note was published`), undefined);
  return date;
}

/** Today's date where it is latest, YYYY-MM-DD. */
function latestDate(now: number): string {
  return new Date(now + LATEST_OFFSET_MS).toISOString().slice(0, 10);
}
