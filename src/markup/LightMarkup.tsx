import { memo, Suspense, use, useState, type ReactNode } from 'react';
import type { BodyAnnotations, ExerciseCheck } from '../../shared/code-annotations';
import type { ExerciseKey } from '../exercises/exercise-key';
import { DeferredWidgetsContext } from '../app/deferred-widgets';
import { SolutionFold } from './SolutionFold';
import { CodeView } from './CodeView';
import styles from './LightMarkup.module.css';
import { parseLightMarkup } from '../../shared/parse-light-markup';

/** The heading the content build leaves where a note's questions were (docs/authoring.md). */
const CHECK_YOURSELF = 'Check yourself';

/** Matches a paragraph line that is already block-level HTML, which a <p> must not wrap. */
const BLOCK_HTML = /^<(p|div|ul|ol|table|blockquote|pre|h[1-6]|hr|section|details|dl|figure)[\s>/]/i;

interface SolutionPart {
  blocks: ReactNode[];
  folds: 'solution' | 'what it prints';
  /** The exercise it answers: its anchor and its check. */
  exercise?: string;
  check?: ExerciseCheck;
}

interface LightMarkupProps {
  source: string;
  annotations?: BodyAnnotations;
  /** The series and id of the note the exercises are filed under, for the reader's solved marks. */
  series?: string;
  noteId?: number;
  section?: string;
}

/**
 * Renders a light-markup body (parse-light-markup.ts); the build's annotations add anchors and colours, fold
 * each exercise's solution into a native disclosure, which opens without JavaScript, and give a checked
 * exercise its answer box.
 * `section`: the id of the note's section on a page of several notes (a series' print page), under a heading
 * of its own: the body's anchors start with it and its headings are one level lower.
 * Memoised: the page re-renders as the reader scrolls, and new props would make React render exercise boxes
 * still waiting for their code again from scratch.
 */
export const LightMarkup = memo(LightMarkupBody);

function LightMarkupBody({ source, annotations, series, noteId, section }: LightMarkupProps) {
  const note = series === undefined || noteId === undefined ? undefined : { series, id: noteId };
  const { CodeBlock, CodeCheck, PredictCheck, GoalCheck, CheckYourself } = use(DeferredWidgetsContext);
  let headings = 0;
  let codeBlocks = 0;
  // The note's first Python sample says, before its first Run, what that Run downloads.
  let pythonNamed = false;
  let exercise: string | undefined;
  const solutions = new Set(annotations?.solutions);
  const outputs = new Set(annotations?.outputs);
  // A solution's blocks gather in a group of their own; every other block is one node.
  const parts: (ReactNode | SolutionPart)[] = [];
  const blocks = parseLightMarkup(source);
  const codes = blocks.flatMap((block) => (block.type === 'code' ? [block.code] : []));
  for (const [index, block] of blocks.entries()) {
    if (block.type === 'code') {
      const number = codeBlocks++;
      const plan = annotations?.run?.[number] || undefined;
      const runs = annotations?.code[number] || undefined;
      const check = exercise === undefined ? undefined : annotations?.checks?.[exercise];
      const key = note && exercise !== undefined ? { ...note, exercise } : undefined;
      const node =
        key && check?.kind === 'code' && check.starter === number ? (
          // Each box is a boundary of its own: it comes alive apart from the page (src/app/deferred-widgets.ts).
          <Suspense key={index} fallback={<CodeView lang={block.lang} code={block.code} runs={runs} />}>
            <CodeCheck
              exercise={key}
              lang={check.lang}
              starter={block.code}
              tests={check.tests}
              view={<CodeView lang={block.lang} code={block.code} runs={runs} />}
            />
          </Suspense>
        ) : key && check?.kind === 'goal' && check.block === number ? (
          <Suspense key={index} fallback={<CodeView lang={block.lang} code={block.code} />}>
            <GoalCheck exercise={key} goals={check.goals} />
          </Suspense>
        ) : (
          // Its buttons come alive at the reader's first interaction: the page's first task skips its coloured runs.
          <Suspense key={index} fallback={<CodeView lang={block.lang} code={block.code} runs={runs} />}>
            <CodeBlock
              lang={block.lang}
              code={block.code}
              runs={runs}
              plan={plan}
              html={plan?.html === undefined ? undefined : codes[plan.html]}
              output={outputs.has(number)}
              expected={outputs.has(number + 1) ? codes[number + 1] : undefined}
              namesDownload={plan?.kind === 'python' && !pythonNamed && (pythonNamed = true)}
              noRun={annotations?.noRun?.[number]}
            />
          </Suspense>
        );
      const last = parts.at(-1);
      if (!solutions.has(number)) {
        parts.push(node);
        if (key && check?.kind === 'predict' && check.block === number)
          parts.push(
            <Suspense key={`predict-${index}`}>
              <PredictCheck exercise={key} answer={check.answer} />
            </Suspense>,
          );
      } else if (isSolution(last)) last.blocks.push(node);
      else {
        // A predicted output's answer folds on its own, before the exercise's solution.
        const answer = check?.kind === 'predict' && check.output === number;
        parts.push({
          blocks: [node],
          exercise,
          check: answer ? undefined : check,
          folds: answer ? 'what it prints' : 'solution',
        });
      }
    } else if (block.type === 'heading') {
      const Heading = `h${block.level + (section === undefined ? 0 : 1)}` as 'h2' | 'h3' | 'h4';
      const slug = annotations?.slugs[headings++];
      exercise = block.level === 3 ? slug : undefined;
      const anchor = section === undefined ? slug : `${section}-${slug}`;
      parts.push(
        slug ? (
          <Heading key={index} id={anchor} className={styles.heading}>
            <a href={`#${anchor}`} className={styles.anchor}>
              {block.text}
            </a>
          </Heading>
        ) : (
          <Heading key={index}>{block.text}</Heading>
        ),
      );
      // The questions the build took out of the body come back under their heading.
      if (note && block.level === 2 && block.text === CHECK_YOURSELF && annotations?.questions)
        parts.push(
          <Suspense key={`questions-${index}`}>
            <CheckYourself questions={annotations.questions} colours={annotations.code} series={note.series} noteId={note.id} />
          </Suspense>,
        );
    } else {
      const Element = BLOCK_HTML.test(block.html) ? 'div' : 'p';
      parts.push(<Element key={index} dangerouslySetInnerHTML={{ __html: block.html }} />);
    }
  }
  return (
    <>
      {parts.map((part, index) =>
        isSolution(part) ? (
          <FoldedSolution
            key={`solution-${index}`}
            part={part}
            exercise={note && part.exercise !== undefined ? { ...note, exercise: part.exercise } : undefined}
          />
        ) : (
          part
        ),
      )}
    </>
  );
}

/** A solution's fold, whose state sits above the boundary that waits for its code: opened meanwhile, it stays open. */
function FoldedSolution({ part, exercise }: { part: SolutionPart; exercise?: ExerciseKey }) {
  const { ExerciseSolution } = use(DeferredWidgetsContext);
  const [open, setOpen] = useState(false);
  return (
    <Suspense
      // What a page the reader came to by a link shows for the moment the solutions' code takes to load.
      fallback={
        <SolutionFold folds={part.folds} open={open} onToggle={setOpen}>
          {part.blocks}
        </SolutionFold>
      }
    >
      <ExerciseSolution folds={part.folds} open={open} onToggle={setOpen} check={part.check} exercise={exercise}>
        {part.blocks}
      </ExerciseSolution>
    </Suspense>
  );
}

function isSolution(part: ReactNode | SolutionPart): part is SolutionPart {
  return typeof part === 'object' && part !== null && 'blocks' in part && Array.isArray(part.blocks);
}
