import { closest, distance } from 'fastest-levenshtein';
import type { NoteReference } from '../../shared/note.ts';
import type { NoteJob } from './compile-note.ts';
import type { FrontMatter } from '../note-source/front-matter.ts';
import type { ProblemInput } from '../note-source/problems.ts';
import { checkPublished, checkReferences, checkReviewed, type Fail, type Report } from './validate-sources.ts';

/** docs/authoring.md asks for one sentence of about 160 characters; past this, authors are told. */
const DESCRIPTION_WARNING_LENGTH = 180;

const NOTE_KEYS = ['id', 'title', 'description', 'tags', 'date', 'topic', 'seriesKey', 'displayTopic', 'reviewed', 'references'] as const;

export interface NoteFields {
  id?: number;
  title?: string;
  description?: string;
  tags: string[];
  date?: string;
  /** When an expert last checked the whole note against its references. */
  reviewed?: string;
  references: NoteReference[];
  seriesKey?: string;
  displayTopic?: string;
}

/** Where the note stands: its folder (its topic), the id its file name starts with if it does, its series' id range. */
export interface NoteContext extends Pick<NoteJob, 'topic' | 'fileId' | 'idRange'> {
  /** Keys of every series, to reject cross-series tags. */
  seriesKeys: ReadonlySet<string>;
}

/** Checks every front-matter field of a note; returns the fields that are valid and the problems. */
export function validateFrontMatter(frontMatter: FrontMatter, context: NoteContext): { fields: NoteFields; problems: ProblemInput[] } {
  const { data, locate } = frontMatter;
  const problems: ProblemInput[] = [];
  const report: Report = (path, severity, message) => problems.push({ ...locate(path), severity, field: String(path[0]), message });
  const fields: NoteFields = { tags: [], references: [] };

  for (const key of Object.keys(data)) {
    if (!(NOTE_KEYS as readonly string[]).includes(key)) {
      const suggestion = closestKey(key, NOTE_KEYS);
      report(
        [key],
        'error',
        `unknown key "${key}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; allowed keys: ${NOTE_KEYS.join(', ')}`,
      );
    }
  }

  fields.id = checkId(data.id, context, (message) => report(['id'], 'error', message));
  fields.title = requiredText(data.title, 'title', (message) => report(['title'], 'error', message));

  if (data.description === undefined) {
    report(['description'], 'warning', 'missing: add a one-sentence description (the page falls back to the first 150 characters)');
  } else if (typeof data.description !== 'string' || data.description.trim() === '') {
    report(['description'], 'error', 'must be a non-empty string');
  } else if (plainTextProblem(data.description)) {
    report(['description'], 'error', plainTextProblem(data.description)!);
  } else {
    fields.description = data.description.trim();
    if (fields.description.length > DESCRIPTION_WARNING_LENGTH)
      report(['description'], 'warning', `is ${fields.description.length} characters long; keep it to one sentence of about 160`);
  }

  const failDate = (message: string) => report(['date'], 'error', message);
  fields.date = checkPublished(checkDate(data.date, failDate), failDate);
  fields.tags = checkTags(data.tags, context, report);
  if (data.reviewed !== undefined) {
    const fail = (message: string) => report(['reviewed'], 'error', message);
    if (data.reviewed === null) fail('is empty: write the date of the last review (YYYY-MM-DD), or remove the key');
    else fields.reviewed = checkReviewed(checkDate(data.reviewed, fail), fields.date, fail);
  }
  fields.references = checkReferences(data.references, report);

  for (const key of ['topic', 'seriesKey'] as const) {
    const value = data[key];
    if (value === undefined) continue;
    if (value !== context.topic) {
      report(
        [key],
        'error',
        `is ${JSON.stringify(value)} but the note is in the folder "${context.topic}"; remove the key or move the file`,
      );
    } else if (key === 'seriesKey') {
      fields.seriesKey = value;
    }
  }

  if (data.displayTopic !== undefined) {
    fields.displayTopic = requiredText(data.displayTopic, 'displayTopic', (message) => report(['displayTopic'], 'error', message));
  }

  return { fields, problems };
}

// Titles, descriptions and tags are shown as text: markup in them is a mistake (or an attack).
const MARKUP = /<[a-z!/?]/i;
const TAG = /^[a-z0-9][a-z0-9+#.-]*$/;

function plainTextProblem(value: string): string | undefined {
  const markup = MARKUP.exec(value);
  if (!markup) return undefined;
  const snippet = value.slice(markup.index, markup.index + 30);
  return `is plain text, but contains markup ${JSON.stringify(snippet)}; remove it (pages would show it as text)`;
}

function requiredText(value: unknown, name: string, fail: Fail): string | undefined {
  if (value === undefined || value === null) return (fail(`missing: every note needs a ${name}`), undefined);
  if (typeof value !== 'string' || value.trim() === '') return (fail('must be a non-empty string'), undefined);
  const markup = plainTextProblem(value);
  if (markup) return (fail(markup), undefined);
  return value.trim();
}

function checkId(value: unknown, context: NoteContext, fail: Fail): number | undefined {
  if (value === undefined || value === null) return (fail('missing: every note needs a numeric id'), undefined);
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    return (fail(`must be a positive integer, not ${JSON.stringify(value)}`), undefined);
  }
  const { idRange, fileId } = context;
  const outside = idRange && (value < idRange[0] || value > idRange[1]);
  if (outside) fail(`${value} is outside the ${context.topic} series range ${idRange[0]}-${idRange[1]}`);
  const misnamed = fileId !== undefined && fileId !== value;
  if (misnamed) fail(`${value} does not match the file name, which starts with ${fileId}`);
  return outside || misnamed ? undefined : value;
}

function checkDate(value: unknown, fail: Fail): string | undefined {
  if (value === undefined || value === null) return (fail('missing: every note needs a date (YYYY-MM-DD)'), undefined);
  const text = String(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return (fail(`must be a calendar date written YYYY-MM-DD, not ${JSON.stringify(value)}`), undefined);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return (fail(`${text} is not a real calendar date`), undefined);
  }
  return text;
}

function checkTags(value: unknown, context: NoteContext, report: Report): string[] {
  if (value === undefined) {
    report(['tags'], 'error', 'missing: give 3 to 5 lowercase tags, for example [hooks, state]');
    return [];
  }
  if (!Array.isArray(value)) {
    report(['tags'], 'error', 'must be a list of lowercase strings, for example [hooks, state]');
    return [];
  }
  const tags: string[] = [];
  value.forEach((tag: unknown, index) => {
    if (typeof tag !== 'string' || tag.trim() === '') {
      report(['tags', index], 'error', `${JSON.stringify(tag)} is not a non-empty string`);
    } else if (tag !== tag.toLowerCase() || tag !== tag.trim()) {
      report(['tags', index], 'error', `"${tag}" must be lowercase with no surrounding spaces ("${tag.trim().toLowerCase()}")`);
    } else if (!TAG.test(tag)) {
      report(['tags', index], 'error', `${JSON.stringify(tag)} may use only a-z, 0-9 and + # . - (for example "std-string")`);
    } else if (tags.includes(tag)) {
      report(['tags', index], 'error', `"${tag}" is listed twice`);
    } else if (tag !== context.topic && context.seriesKeys.has(tag)) {
      report(
        ['tags', index],
        'error',
        `"${tag}" is the key of another series, so this note would be listed in the ${tag} series and its link would not resolve there; use a more specific tag`,
      );
    } else {
      tags.push(tag);
    }
  });
  if (value.length > 0 && (value.length < 3 || value.length > 5)) {
    report(['tags'], 'warning', `has ${value.length} tags; the content guide asks for 3 to 5`);
  }
  return tags;
}

/** The allowed key nearest to a misspelt one, letter case aside, when it is plausibly a typo. */
function closestKey(key: string, candidates: readonly string[]): string | undefined {
  const lower = candidates.map((candidate) => candidate.toLowerCase());
  const nearest = closest(key.toLowerCase(), lower);
  return distance(key.toLowerCase(), nearest) <= 2 ? candidates[lower.indexOf(nearest)] : undefined;
}
