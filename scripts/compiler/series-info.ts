import type { SeriesInfo } from '../../shared/series.ts';
import { readFrontMatter } from '../note-source/front-matter.ts';
import type { ProblemInput } from '../note-source/problems.ts';
import type { SeriesConfig } from './series-config.ts';
import { twemojiFile } from './twemoji-file.ts';

const SERIES_KEYS = ['title', 'icon', 'description'] as const;

/** Reads notes/<topic>/_series.md: the title, icon and description a series page shows. */
export function readSeriesInfo(
  text: string,
  key: string,
  config: SeriesConfig | undefined,
): { info?: SeriesInfo; problems: ProblemInput[] } {
  const frontMatter = readFrontMatter(text);
  const problems = [...frontMatter.problems];
  const values: Partial<Record<(typeof SERIES_KEYS)[number], string>> = {};
  const fail = (name: string, message: string) => problems.push({ ...frontMatter.locate([name]), severity: 'error', field: name, message });

  for (const name of Object.keys(frontMatter.data)) {
    if (!(SERIES_KEYS as readonly string[]).includes(name))
      fail(name, `unknown key "${name}"; a series file has only ${SERIES_KEYS.join(', ')}`);
  }
  for (const name of frontMatter.problems.length > 0 ? [] : SERIES_KEYS) {
    const value = frontMatter.data[name];
    if (typeof value === 'string' && value.trim() !== '') {
      values[name] = value.trim();
    } else {
      fail(name, value === undefined ? `missing: a series needs a ${name}` : 'must be a non-empty string');
    }
  }
  // The page draws the icon with Twemoji's artwork (docs/authoring.md), which must have it.
  if (values.icon && !twemojiFile(values.icon))
    fail('icon', `"${values.icon}" is not one emoji that Twemoji draws; the icon must be a single emoji`);
  if (frontMatter.body.trim() !== '') {
    problems.push({
      line: frontMatter.bodyStartLine,
      column: 1,
      severity: 'warning',
      field: 'body',
      message: 'a series file has front matter only; the text below it is not shown',
    });
  }
  if (!values.title || !values.icon || !values.description) return { problems };
  return {
    info: { key, title: values.title, icon: values.icon, description: values.description, ...(config ? { idRange: config.idRange } : {}) },
    problems,
  };
}
