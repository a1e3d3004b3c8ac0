import type { ToolCopyCatalogue } from '../../src/catalog/types.ts';
import type { NoteFileTable } from '../content/note-links.ts';
import { siteFile } from './page-files.ts';
import { llmsFullTxt, llmsTxt, type LlmsSite } from './llms-files.ts';
import { markdownCopy } from './markdown-copy.ts';

/** A file of the copies for tools: its site path (`/c++/1001.md`, `/llms.txt`) and its text. */
export interface ToolCopy {
  path: string;
  content: string;
}

/** Which copy, if any, a site path is: `/llms.txt`, `/llms-full.txt`, or a note's `/{topic}/{id}.md`. */
export function isToolCopyPath(sitePath: string): boolean {
  return sitePath === '/llms.txt' || sitePath === '/llms-full.txt' || /^\/[^/]+\/\d+\.md$/.test(sitePath);
}

/** A note's path inside notes/: its source path (`notes/react/105-jsx.md`) without the folder. */
function pathInNotes(sourcePath: string): string {
  return sourcePath.split('/').slice(-2).join('/');
}

/**
 * The copies of the site for tools, from the catalogue the server entry lists and each note's
 * source: every note's Markdown at `/{topic}/{id}.md`, /llms.txt and /llms-full.txt. `only` limits
 * the work to one path, in either spelling (`/c%2B%2B/1001.md`): the dev server answers one request
 * at a time.
 */
export async function toolCopies(
  catalogue: ToolCopyCatalogue,
  canonicalUrl: (path: string) => string,
  readSource: (sourcePath: string) => Promise<string>,
  only?: string,
): Promise<ToolCopy[]> {
  const notes = catalogue.series.flatMap((series) => series.notes.map((note) => ({ ...note, topic: series.key })));
  const files: NoteFileTable = new Map(notes.map((note) => [pathInNotes(note.sourcePath), { topic: note.topic, id: note.id }]));
  const seriesKeys = new Set(catalogue.series.map((series) => series.key));
  const site: LlmsSite = { name: catalogue.siteName, summary: catalogue.summary, url: canonicalUrl };

  const copies: ToolCopy[] = [];
  if (only === undefined || only === '/llms.txt') copies.push({ path: '/llms.txt', content: llmsTxt(site, catalogue.series) });
  const wanted =
    only === undefined || only === '/llms-full.txt'
      ? notes
      : notes.filter((note) => siteFile('/', `${note.path}.md`) === siteFile('/', only));
  const texts = await Promise.all(
    wanted.map(async (note) => ({
      path: note.path,
      markdown: markdownCopy({
        source: await readSource(note.sourcePath),
        file: pathInNotes(note.sourcePath),
        pageUrl: canonicalUrl(note.path),
        files,
        seriesKeys,
      }),
    })),
  );
  if (only !== '/llms-full.txt') copies.push(...texts.map((text) => ({ path: `${text.path}.md`, content: text.markdown })));
  if (only === undefined || only === '/llms-full.txt') copies.push({ path: '/llms-full.txt', content: llmsFullTxt(site, texts) });
  return copies;
}
