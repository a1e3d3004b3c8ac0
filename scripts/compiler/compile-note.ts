import type { BodyAnnotations, CodeRuns } from '../../shared/code-annotations.ts';
import type { MarkdownCopySource } from '../../shared/tool-copies.ts';
import { readFrontMatter, type Position } from '../note-source/front-matter.ts';
import { markdownCopySource } from './markdown-copy-source.ts';
import { checkNoteLimits } from '../note-source/note-limits.ts';
import { firstMisreadBlock, serializeLightMarkup } from './light-markup.ts';
import { resolveNoteLink, type NoteFileTable } from './note-links.ts';
import type { ProblemInput } from '../note-source/problems.ts';
import { readingMinutes } from './reading-time.ts';
import { sectionTexts } from './section-texts.ts';
import { outputBlocks, tryItPlans } from './try-it-plan/page-run-plans.ts';
import { parseBody } from '../note-source/parse-body.ts';
import { transformBody, type Exercise, type TransformedBody } from './transform-body.ts';
import { samplesOfBody } from '../note-source/extract-samples.ts';
import { validateFrontMatter, type NoteFields } from './validate-front-matter.ts';

/** One note file to compile; plain data, so it can cross to a worker thread. */
export interface NoteJob {
  /** Path inside notes/, as `react/104-jsx.md`. */
  path: string;
  text: string;
  topic: string;
  /** The id the file name starts with. */
  fileId?: number;
  idRange?: readonly [number, number];
}

/** What the rest of the catalogue needs to know about the notes, for links and tags. */
export interface CatalogueContext {
  table: NoteFileTable;
  seriesKeys: ReadonlySet<string>;
}

/** A compiled note file: its valid fields, its body, and every problem found in it. */
export interface NoteResult {
  fields: NoteFields;
  idPosition: Position;
  bodyStartLine: number;
  body: Omit<TransformedBody, 'problems' | 'links' | 'blockLines' | 'testRanges'>;
  /** The body in light markup. */
  lightMarkup: string;
  /** Heading anchors and code colours, beside the light markup. */
  annotations: BodyAnnotations;
  /** What the note's Markdown copy for tools is made from. */
  copy: MarkdownCopySource;
  /** Each section's text, the intro first, for the full-text search. */
  sections: string[];
  readingMinutes: number;
  problems: ProblemInput[];
}

/** A code block's colour runs, none for a language shown plain (highlight-code.ts, through the build's cache of runs). */
type Highlight = (code: string, lang: string) => CodeRuns | undefined;

/** Front matter → validated fields, body → light markup; a note that fails to compile is its own error, not the build's end. */
export function compileNote(job: NoteJob, context: CatalogueContext, highlight: Highlight): NoteResult {
  const limit = checkNoteLimits(job.text);
  if (limit) return failedNote(limit);
  try {
    return compileWithinLimits(job, context, highlight);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return failedNote({ line: 1, column: 1, severity: 'error', field: 'file', message: `could not be compiled: ${message}` });
  }
}

/** A note that is nothing but its problem: no fields, so it is left out of the catalogue. */
function failedNote(problem: ProblemInput): NoteResult {
  return {
    fields: { tags: [], references: [] },
    idPosition: { line: 1, column: 1 },
    bodyStartLine: 1,
    body: { blocks: [], headings: [], solutions: [], exercises: [], questions: [], codeLines: [], plainText: '' },
    lightMarkup: '',
    annotations: { slugs: [], code: [] },
    copy: { frontMatter: '', body: '', links: [] },
    sections: [],
    readingMinutes: 0,
    problems: [problem],
  };
}

/** The `checks` annotation: each checked exercise's check by its heading's anchor; none without one. */
function exerciseChecks(exercises: readonly Exercise[]): Pick<BodyAnnotations, 'checks'> {
  const checked = exercises.flatMap((exercise) => (exercise.check ? [[exercise.slug, exercise.check] as const] : []));
  return checked.length > 0 ? { checks: Object.fromEntries(checked) } : {};
}

function compileWithinLimits(job: NoteJob, context: CatalogueContext, highlight: Highlight): NoteResult {
  const frontMatter = readFrontMatter(job.text);
  const { body: markdown, bodyStartLine } = frontMatter;
  // Front matter that does not parse has one problem already; "missing title" and the like would bury it.
  const validated =
    frontMatter.problems.length > 0
      ? { fields: { tags: [], references: [] }, problems: [] }
      : validateFrontMatter(frontMatter, { topic: job.topic, fileId: job.fileId, idRange: job.idRange, seriesKeys: context.seriesKeys });
  const resolve = (url: string) => resolveNoteLink(job.path, url, context.table, context.seriesKeys);
  const noteHref = (url: string) => {
    const link = resolve(url);
    return link.kind === 'note' ? link.href : undefined;
  };
  // One parse for the page and the samples, read before transformBody rewrites the tree's links.
  const tree = parseBody(markdown);
  const samples = samplesOfBody(`notes/${job.path}`, markdown, bodyStartLine, tree);
  const rewriteLink = (url: string) => {
    const link = resolve(url);
    if (link.kind === 'note') return { href: link.href };
    if (link.kind === 'missing') return { error: `"${url}" points to ${link.target}, which is not a note` };
    return undefined;
  };
  const { problems: bodyProblems, links, blockLines, testRanges, ...body } = transformBody(markdown, { bodyStartLine, rewriteLink }, tree);
  const problems = [...frontMatter.problems, ...validated.problems, ...bodyProblems];
  const bodyError = (line: number, message: string) => problems.push({ line, column: 1, severity: 'error', field: 'body', message });
  const lightMarkup = serializeLightMarkup(body.blocks);
  // A block that would not read back as compiled would reach the page unsanitised: it fails the build.
  const misread = firstMisreadBlock(body.blocks, lightMarkup);
  if (misread !== undefined) {
    bodyError(
      (blockLines[Math.min(misread, blockLines.length - 1)] ?? 1) + bodyStartLine - 1,
      "this block would not read back from the page's light markup as it was compiled (a compiler bug: please report it)",
    );
  }
  if (body.blocks.length === 0) bodyError(bodyStartLine, 'empty: write the note below the front matter');
  const tryIt = tryItPlans(samples, bodyStartLine, body.codeLines);
  for (const { line, message } of tryIt.warnings) problems.push({ line, column: 1, severity: 'warning', field: 'body', message });
  // The body's code blocks, then the questions' (each question's block names its place): one array the colouring thread fills.
  const code: (CodeRuns | 0)[] = body.blocks.flatMap((block) => (block.type === 'code' ? [highlight(block.code, block.lang) ?? 0] : []));
  const questions = body.questions.map((question) => ({
    ...question,
    parts: question.parts.map((part) =>
      part.type === 'code' ? { ...part, colours: code.push(highlight(part.code, part.lang) ?? 0) - 1 } : part,
    ),
  }));
  return {
    fields: validated.fields,
    idPosition: frontMatter.locate(['id']),
    bodyStartLine,
    body,
    lightMarkup,
    annotations: {
      slugs: body.headings.map((heading) => heading.slug),
      code,
      ...(body.solutions.length > 0 ? { solutions: body.solutions } : {}),
      ...tryIt.annotations,
      ...outputBlocks(samples, bodyStartLine, body.codeLines),
      ...exerciseChecks(body.exercises),
      ...(body.questions.length > 0 ? { questions } : {}),
    },
    readingMinutes: readingMinutes(body.plainText, body.blocks),
    copy: markdownCopySource(frontMatter.data, markdown, links, noteHref, testRanges),
    sections: sectionTexts(body.blocks),
    problems,
  };
}
