import type { Paragraph, PhrasingContent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { unprovenQuestion } from '../../../shared/questions/prove-question.ts';
import type { Question, QuestionPart } from '../../../shared/questions/question.ts';
import type { FoundQuestion } from './remark-check-yourself.ts';
import { rehypeLightBlocks } from './rehype-light-blocks.ts';
import { rehypeSanitizeNote } from './rehype-sanitize-note.ts';
import { report } from './report.ts';
import { toHtmlTree } from './to-html-tree.ts';

/** The questions as the page gets them: their words as sanitised inline HTML; a `See` link to a missing anchor is an error. */
export function compileQuestions(found: readonly FoundQuestion[], anchors: ReadonlySet<string>, file: VFile): Question[] {
  const inline = (children: PhrasingContent[]) => inlineHtml(children, file);
  return found.map((question) => {
    const compiled = compileQuestion(question, anchors, file, inline);
    // The page's own grader, proved on this question at the build: CI runs it on every note.
    const unproven = unprovenQuestion(compiled);
    if (unproven)
      report(file, { line: question.heading.position?.start.line, severity: 'error', field: 'check yourself', message: unproven });
    return compiled;
  });
}

function compileQuestion(
  { id, heading, parts, form, see, anchors: links }: FoundQuestion,
  anchors: ReadonlySet<string>,
  file: VFile,
  inline: (children: PhrasingContent[]) => string,
): Question {
  for (const { anchor, line } of links) {
    if (!anchors.has(anchor))
      report(file, {
        line,
        severity: 'error',
        field: 'check yourself',
        message: `"#${anchor}" is not a heading of this note; its anchors: ${[...anchors].map((known) => `#${known}`).join(', ')}`,
      });
  }
  const base = {
    id,
    text: inline(heading.children),
    parts: parts.map((part): QuestionPart =>
      part.type === 'code' ? { type: 'code', lang: part.lang ?? '', code: part.value } : { type: 'paragraph', html: inline(part.children) },
    ),
    see: inline(see.children),
  };
  const why = (paragraphs: Paragraph[]) => paragraphs.map((paragraph) => inline(paragraph.children)).join(' ');
  if (form.kind === 'choice')
    return {
      ...base,
      kind: 'choice',
      choices: form.choices.map(({ right, text, why: reason }) => ({ html: inline(text), right, why: inline(reason) })),
    };
  return form.kind === 'predict'
    ? { ...base, kind: 'predict', answer: form.answer, why: why(form.why) }
    : { ...base, kind: 'short', answers: form.answers, why: why(form.why) };
}

/** Inline Markdown → one line of sanitised HTML, through the body's own steps (so the same rules and reports apply). */
function inlineHtml(children: PhrasingContent[], file: VFile): string {
  const root: Root = { type: 'root', children: [{ type: 'paragraph', children }] };
  const { blocks } = rehypeLightBlocks()(rehypeSanitizeNote()(toHtmlTree()(root, file), file), file);
  const html = blocks[0]?.type === 'paragraph' ? blocks[0].html : '';
  return html.replace(/^<p>/, '').replace(/<\/p>$/, '');
}
