import type { Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import { parseBody } from '../../../../scripts/note-source/parse-body';
import { formatProblem } from '../../../../scripts/note-source/problems';
import { bodyProblems } from '../../../../scripts/compiler/transform/report';
import { rehypeSanitizeNote } from '../../../../scripts/compiler/transform/rehype-sanitize-note';
import { toHtmlTree } from '../../../../scripts/compiler/transform/to-html-tree';

/** The body of a note file, starting on line 5, as the plugins receive it: its Markdown tree and its file. */
export function noteBody(markdown: string) {
  return { tree: parseBody(markdown), file: new VFile(markdown) };
}

/** The body's sanitised HTML tree, as the light-markup step receives it. */
export function sanitisedBody(markdown: string): { tree: HastRoot; file: VFile } {
  const { tree, file } = noteBody(markdown);
  return { tree: rehypeSanitizeNote()(toHtmlTree()(tree, file), file), file };
}

/** What the plugins reported, as the author reads it in the build's output. */
export function reported(file: VFile): string[] {
  return bodyProblems(file, 5).map((problem) => formatProblem({ file: 'notes/react/101-hooks.md', ...problem }));
}
