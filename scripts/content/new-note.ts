import GithubSlugger from 'github-slugger';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { findSeriesConfig, SERIES_CONFIG } from './series-config.ts';

export interface NewNote {
  id: number;
  file: string;
}

/**
 * Creates notes/<topic>/<id>-<slug>.md with the next free id of the series and today's date.
 * The description, tags and body are left for the author; the content check asks for them.
 */
export async function createNote(options: { notesDir: string; topic: string; title: string; today: Date }): Promise<NewNote> {
  const { notesDir, topic } = options;
  const title = options.title.trim();
  const config = findSeriesConfig(topic);
  if (!config) {
    throw new Error(`Unknown topic "${topic}". Choose one of: ${SERIES_CONFIG.map((series) => series.key).join(', ')}.`);
  }
  if (title === '') throw new Error('Give the note a title: npm run new-note -- <topic> "<Title>"');

  const folder = path.join(notesDir, topic);
  const existing = await readdir(folder).catch(() => [] as string[]);
  const ids = existing
    .map((name) => /^(\d+)-/.exec(name)?.[1])
    .filter((id) => id !== undefined)
    .map(Number);
  const id = ids.length > 0 ? Math.max(...ids) + 1 : config.idRange[0];
  if (id > config.idRange[1])
    throw new Error(`The ${topic} series is full: its ids run from ${config.idRange[0]} to ${config.idRange[1]}.`);

  const slug =
    new GithubSlugger()
      .slug(title)
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'note';
  const file = path.join(folder, `${id}-${slug}.md`);
  const frontMatter = stringify({ id, title, description: '', tags: [], date: localDate(options.today) });
  await mkdir(folder, { recursive: true });
  await writeFile(file, `---\n${frontMatter}---\n\n`, { flag: 'wx' });
  return { id, file };
}

function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
