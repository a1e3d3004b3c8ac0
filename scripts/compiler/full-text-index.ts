import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { FullTextData, FullTextNote } from '../../shared/search-data.ts';
import type { SeriesInfo } from '../../shared/series.ts';
import type { LightBlock } from '../../shared/light-markup.ts';
import { seriesKeyOf } from '../../shared/note.ts';
import type { CompiledNote } from './compiled-note.ts';

// The dialog indexes the sections' text when it opens: a serialised index costs more to download (docs/performance.md).

/** The fields of each section document; the intro document of a note also carries the note's own. */
export const FULL_TEXT_FIELDS = ['title', 'heading', 'description', 'tags', 'text'] as const;

/** Words too common to help a search: left out of the index, which they would only make larger. */
// prettier-ignore
export const STOP_WORDS = [
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'can', 'do', 'does', 'for', 'from', 'has', 'have', 'how', 'if', 'in',
  'into', 'is', 'it', 'its', 'no', 'not', 'of', 'on', 'or', 'so', 'than', 'that', 'the', 'their', 'then', 'there', 'these', 'this',
  'to', 'was', 'we', 'were', 'what', 'when', 'which', 'will', 'with', 'you', 'your',
];

/** Every note's sections at its `##` and `###` headings, code left out (a search must not give an exercise's answer away). */
export function buildFullTextData(notes: readonly CompiledNote[], series: readonly SeriesInfo[]): FullTextData {
  const entries: FullTextNote[] = [];
  const sections: [number, number, string][] = [];
  for (const note of notes) {
    const noteIndex = entries.length;
    const headings = note.meta.headings.map((heading) => [heading.text, heading.slug] as const);
    entries.push({
      id: note.meta.id,
      series: seriesKeyOf(note.meta),
      title: note.meta.title,
      ...(note.meta.description ? { description: note.meta.description } : {}),
      tags: note.meta.tags,
      headings,
    });
    note.sections.forEach((text, heading) => sections.push([noteIndex, heading - 1, text]));
  }
  const titles = Object.fromEntries(series.map((info) => [info.key, info.title]));
  return { fields: FULL_TEXT_FIELDS, stopWords: STOP_WORDS, series: titles, notes: entries, sections };
}

/** Each section's text, the intro first, code left out; made on the thread that compiles the note. */
export function sectionTexts(blocks: readonly LightBlock[]): string[] {
  const texts: string[][] = [[]];
  for (const block of blocks) {
    if (block.type === 'heading') texts.push([]);
    else if (block.type === 'paragraph') texts.at(-1)!.push(htmlText(block.html));
  }
  return texts.map((parts) => parts.join(' '));
}

/** Elements whose text must not run into the text next to them (`<li>a</li><li>b</li>` is "a b"). */
const SEPARATE = new Set([
  'blockquote',
  'br',
  'dd',
  'div',
  'dt',
  'figcaption',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** The text of one line of sanitised HTML, entities decoded, whitespace collapsed. */
export function htmlText(html: string): string {
  const parts: string[] = [];
  const walk = (node: DefaultTreeAdapterMap['childNode']) => {
    if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
    else if ('childNodes' in node) {
      const gap = SEPARATE.has(node.nodeName) ? ' ' : '';
      parts.push(gap);
      node.childNodes.forEach(walk);
      parts.push(gap);
    }
  };
  parseFragment(html).childNodes.forEach(walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
