import type { Code, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { LightBlock } from '../../../shared/light-markup.ts';
import { parseInfoString } from '../../note-source/info-string.ts';
import { report } from './report.ts';

declare module 'vfile' {
  interface DataMap {
    /** Body lines of the fences that open an exercise's solution, to mark those blocks for the page. */
    solutionLines: ReadonlySet<number>;
  }
}

const EXERCISES = 'Exercises';
const NEXT = 'Next';

/**
 * The `## Exercises` section: the last section (or the one right before `## Next`), each exercise a
 * `###` heading with exactly one solution block; and no solution anywhere else.
 */
export function remarkExercises() {
  return (tree: Root, file: VFile): void => {
    const error = (line: number | undefined, message: string) => report(file, { line, severity: 'error', field: 'exercises', message });
    file.data.solutionLines = checkExercises(tree, error);
  };
}

/**
 * Indexes, among the code blocks, of the exercise solutions (their fence at one of `solutionLines`)
 * and of a `text` block right after a solution, which shows its output.
 */
export function exerciseSolutions(
  blocks: readonly LightBlock[],
  codeLines: readonly number[],
  solutionLines?: ReadonlySet<number>,
): number[] {
  const solutions: number[] = [];
  let code = 0;
  blocks.forEach((block, index) => {
    if (block.type !== 'code') return;
    const shownOutput = block.lang === 'text' && blocks[index - 1]?.type === 'code' && solutions.at(-1) === code - 1;
    if (solutionLines?.has(codeLines[code]!) || shownOutput) solutions.push(code);
    code++;
  });
  return solutions;
}

/** Reports each problem of the section through `error`; returns the lines of the solutions that stand where they should. */
function checkExercises(tree: Root, error: (line: number | undefined, message: string) => void): ReadonlySet<number> {
  const solutions = new Set<Code>();
  visit(tree, 'code', (node: Code) => {
    if (parseInfoString(node.lang, node.meta).solution) solutions.add(node);
  });

  const sections = splitSections(tree.children);
  const exerciseSections = sections.filter((section) => section.title === EXERCISES);
  for (const duplicate of exerciseSections.slice(1))
    error(lineOf(duplicate.heading), 'a second `## Exercises` section: put every exercise in one');
  const section = exerciseSections[0];
  const inExercises = new Set<Code>();
  if (section) {
    const after = sections.slice(sections.indexOf(section) + 1);
    if (after.length > 1 || (after.length === 1 && after[0]!.title !== NEXT)) {
      error(lineOf(section.heading), '`## Exercises` must be the last section, or come right before `## Next`');
    }
    const exercises = splitExercises(section.children);
    if (exercises.length === 0) {
      error(lineOf(section.heading), 'has no exercise: give each one a `### 1. Title` heading, its task and one solution block');
    }
    for (const exercise of exercises) {
      const own = exercise.children.flatMap((node) => (node.type === 'code' && solutions.has(node) ? [node] : []));
      own.forEach((node) => inExercises.add(node));
      const title = JSON.stringify(mdastToString(exercise.heading));
      if (own.length === 0) {
        error(
          lineOf(exercise.heading),
          `exercise ${title} has no solution: add a code block whose info string has the word \`solution\` (\`\`\`python run solution)`,
        );
      } else if (own.length > 1) {
        error(lineOf(own[1]), `exercise ${title} has ${own.length} solutions; give it exactly one`);
      }
    }
  }
  for (const node of solutions) {
    if (inExercises.has(node)) continue;
    const nested = !tree.children.includes(node);
    error(
      lineOf(node),
      nested
        ? 'a solution inside a list or quote: put it on its own under its exercise'
        : 'a solution outside an exercise: solutions go under a `###` exercise of `## Exercises`',
    );
  }
  return new Set([...solutions].filter((node) => inExercises.has(node)).map((node) => node.position!.start.line));
}

interface Section {
  heading: RootContent;
  title: string;
  children: RootContent[];
}

function splitSections(children: readonly RootContent[]): Section[] {
  const sections: Section[] = [];
  for (const node of children) {
    if (node.type === 'heading' && node.depth <= 2) sections.push({ heading: node, title: mdastToString(node).trim(), children: [] });
    else sections.at(-1)?.children.push(node);
  }
  return sections;
}

function splitExercises(children: readonly RootContent[]): { heading: RootContent; children: RootContent[] }[] {
  const exercises: { heading: RootContent; children: RootContent[] }[] = [];
  for (const node of children) {
    if (node.type === 'heading' && node.depth === 3) exercises.push({ heading: node, children: [] });
    else exercises.at(-1)?.children.push(node);
  }
  return exercises;
}

function lineOf(node: { position?: { start: { line: number } } } | undefined): number | undefined {
  return node?.position?.start.line;
}
