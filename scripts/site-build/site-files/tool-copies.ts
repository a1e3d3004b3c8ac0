import type { ToolCopyCatalogue } from '../../../shared/tool-copies.ts';
import { siteFile } from '../page-files.ts';
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

/** The copies for tools: each note's Markdown, /llms.txt and /llms-full.txt; `only` makes just one path's (the dev server's request). */
export function toolCopies(catalogue: ToolCopyCatalogue, canonicalUrl: (path: string) => string, only?: string): ToolCopy[] {
  const notes = catalogue.series.flatMap((series) => series.notes);
  const site: LlmsSite = { name: catalogue.siteName, summary: catalogue.summary, url: canonicalUrl };

  const copies: ToolCopy[] = [];
  if (only === undefined || only === '/llms.txt') copies.push({ path: '/llms.txt', content: llmsTxt(site, catalogue.series) });
  const wanted =
    only === undefined || only === '/llms-full.txt'
      ? notes
      : notes.filter((note) => siteFile('/', `${note.path}.md`) === siteFile('/', only));
  const texts = wanted.map((note) => ({ path: note.path, markdown: markdownCopy(note.copy, canonicalUrl(note.path)) }));
  if (only !== '/llms-full.txt') copies.push(...texts.map((text) => ({ path: `${text.path}.md`, content: text.markdown })));
  if (only === undefined || only === '/llms-full.txt') copies.push({ path: '/llms-full.txt', content: llmsFullTxt(site, texts) });
  return copies;
}
