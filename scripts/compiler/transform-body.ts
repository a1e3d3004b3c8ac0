import type { Root as MdastRoot } from 'mdast';
import { VFile } from 'vfile';
import type { NoteHeading } from '../../shared/note.ts';
import type { LightBlock } from '../../shared/light-markup.ts';
import { linkDestinations, type LinkDestination } from './link-destinations.ts';
import { parseBody } from '../note-source/parse-body.ts';
import type { ProblemInput } from '../note-source/problems.ts';
import { headingSlugs } from './transform/heading-slugs.ts';
import { rehypeLightBlocks } from './transform/rehype-light-blocks.ts';
import { rehypeSanitizeNote } from './transform/rehype-sanitize-note.ts';
import { exerciseSolutions, remarkExercises } from './transform/remark-exercises.ts';
import { remarkLinks, type LinksOptions } from './transform/remark-links.ts';
import { remarkTitleHeading } from './transform/remark-title-heading.ts';
import { bodyProblems } from './transform/report.ts';
import { toHtmlTree } from './transform/to-html-tree.ts';

export interface TransformedBody {
  blocks: LightBlock[];
  headings: NoteHeading[];
  /** Indexes, among the code blocks, of exercise solutions and of the `text` block that shows a solution's output. */
  solutions: number[];
  /** Body line of each code block's opening fence, in order, to find its sample (scripts/samples). */
  codeLines: number[];
  /** Body line each block starts on, to report a block by its line. */
  blockLines: number[];
  /** Plain text of the prose, whitespace collapsed, for the description fallback. */
  plainText: string;
  /** Where each link's destination is written, as the author wrote it, for the Markdown copy. */
  links: LinkDestination[];
  problems: ProblemInput[];
}

export interface TransformOptions {
  /** File line of the body's first line, so problems point into the file. */
  bodyStartLine: number;
  /** Rewrites a link URL, or reports why it cannot (returns an error message). */
  rewriteLink: LinksOptions['rewrite'];
}

/**
 * Markdown body → light-markup blocks, one plugin per step (transform/). `mdast` is parseBody's tree when
 * the caller has it; its links to notes are rewritten in place.
 */
export function transformBody(markdown: string, options: TransformOptions, mdast: MdastRoot = parseBody(markdown)): TransformedBody {
  const file = new VFile(markdown);
  // Before the links to notes are rewritten.
  const links = linkDestinations(markdown, mdast);
  remarkTitleHeading()(mdast, file);
  remarkLinks({ rewrite: options.rewriteLink })(mdast, file);
  remarkExercises()(mdast, file);
  const hast = toHtmlTree()(mdast, file);
  const safeHast = rehypeSanitizeNote()(hast, file);
  const { blocks, blockLines, codeLines, plainText } = rehypeLightBlocks()(safeHast, file);
  return {
    blocks,
    blockLines,
    headings: headingSlugs(blocks),
    solutions: exerciseSolutions(blocks, codeLines, file.data.solutionLines),
    codeLines,
    plainText,
    links,
    problems: bodyProblems(file, options.bodyStartLine),
  };
}
