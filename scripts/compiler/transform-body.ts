import type { Root as MdastRoot } from 'mdast';
import { VFile } from 'vfile';
import type { ExerciseCheck } from '../../shared/code-annotations.ts';
import type { NoteHeading } from '../../shared/note.ts';
import type { Question } from '../../shared/questions/question.ts';
import type { LightBlock } from '../../shared/light-markup.ts';
import { linkDestinations, type LinkDestination } from './link-destinations.ts';
import { parseBody } from '../note-source/parse-body.ts';
import type { ProblemInput } from '../note-source/problems.ts';
import { compileQuestions } from './transform/compile-questions.ts';
import { headingSlugs } from './transform/heading-slugs.ts';
import { rehypeLightBlocks, type LightBody } from './transform/rehype-light-blocks.ts';
import { rehypeSanitizeNote } from './transform/rehype-sanitize-note.ts';
import { exerciseSolutions, remarkExercises, type FoundExercise } from './transform/remark-exercises.ts';
import { remarkCheckYourself } from './transform/remark-check-yourself.ts';
import { remarkLinks, type LinksOptions } from './transform/remark-links.ts';
import { remarkTitleHeading } from './transform/remark-title-heading.ts';
import { bodyProblems } from './transform/report.ts';
import { toHtmlTree } from './transform/to-html-tree.ts';

/** The light blocks with their lines (a code block's finds its sample, scripts/samples) and plain text (the description's fallback), and more. */
export interface TransformedBody extends LightBody {
  headings: NoteHeading[];
  /** Indexes, among the code blocks, of exercise solutions, of the `text` block that shows a solution's output, and of a predicted output. */
  solutions: number[];
  /** Each exercise of `## Exercises`, in order: its heading's anchor, and its check when it has one. */
  exercises: Exercise[];
  /** The questions of `## Check yourself`, out of the blocks (its heading stays). */
  questions: Question[];
  /** Where each link's destination is written, as the author wrote it, for the Markdown copy. */
  links: LinkDestination[];
  /** Where each exercise's test fence is in the body (start and end offsets): left out of the Markdown copy as of the page. */
  testRanges: readonly (readonly [start: number, end: number])[];
  problems: ProblemInput[];
}

export interface Exercise {
  slug: string;
  /** Its solution's language ('' for none). */
  lang: string;
  check?: ExerciseCheck;
}

export interface TransformOptions {
  /** File line of the body's first line, so problems point into the file. */
  bodyStartLine: number;
  /** Rewrites a link URL, or reports why it cannot (returns an error message). */
  rewriteLink: LinksOptions['rewrite'];
}

/** Markdown body → light-markup blocks, a plugin per step (transform/); `mdast` is parseBody's tree, its links rewritten in place. */
export function transformBody(markdown: string, options: TransformOptions, mdast: MdastRoot = parseBody(markdown)): TransformedBody {
  const file = new VFile(markdown);
  // Before the links to notes are rewritten.
  const links = linkDestinations(markdown, mdast);
  remarkTitleHeading()(mdast, file);
  remarkLinks({ rewrite: options.rewriteLink })(mdast, file);
  // Before the exercises' checks, which would take a question's `predict` block for an exercise's.
  const questions = remarkCheckYourself()(mdast, file);
  const found = remarkExercises()(mdast, file);
  const hast = toHtmlTree()(mdast, file);
  const safeHast = rehypeSanitizeNote()(hast, file);
  const { blocks, blockLines, codeLines, plainText } = rehypeLightBlocks()(safeHast, file);
  const headings = headingSlugs(blocks);
  return {
    blocks,
    blockLines,
    headings,
    solutions: exerciseSolutions(blocks, codeLines, found.solutionLines),
    exercises: pageExercises(found.exercises, headings, blocks, blockLines, codeLines),
    questions: compileQuestions(questions, new Set(headings.map((heading) => heading.slug)), file),
    codeLines,
    plainText,
    links,
    testRanges: found.testRanges,
    problems: bodyProblems(file, options.bodyStartLine),
  };
}

/** The exercises as the page finds them: by their heading's anchor, their blocks by their index among the code blocks. */
function pageExercises(
  found: readonly FoundExercise[],
  headings: readonly NoteHeading[],
  blocks: readonly LightBlock[],
  blockLines: readonly number[],
  codeLines: readonly number[],
): Exercise[] {
  const slugs = new Map<number, string>();
  let heading = 0;
  blocks.forEach((block, index) => {
    if (block.type === 'heading') slugs.set(blockLines[index]!, headings[heading++]!.slug);
  });
  const code = (line: number) => codeLines.indexOf(line);
  return found.flatMap(({ line, lang, check }): Exercise[] => {
    const slug = slugs.get(line);
    if (slug === undefined) return [];
    if (!check) return [{ slug, lang }];
    const page: ExerciseCheck =
      check.kind === 'code'
        ? { kind: 'code', lang: check.lang, starter: code(check.starterLine), tests: check.tests }
        : check.kind === 'predict'
          ? { kind: 'predict', block: code(check.line), output: code(check.outputLine), answer: check.answer }
          : check.kind === 'goal'
            ? { kind: 'goal', block: code(check.line), goals: check.goals }
            : check;
    // A check's fences stand among the exercise's own blocks, so each is a code block of the page.
    const blocksFound =
      page.kind === 'code'
        ? page.starter >= 0
        : page.kind === 'predict'
          ? page.block >= 0 && page.output >= 0
          : page.kind === 'goal'
            ? page.block >= 0
            : true;
    return [blocksFound ? { slug, lang, check: page } : { slug, lang }];
  });
}
