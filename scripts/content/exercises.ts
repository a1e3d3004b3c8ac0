import type { Code, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parseInfoString } from '../samples/info-string.ts';
import type { ProblemInput } from './problems.ts';

const EXERCISES = 'Exercises';
const NEXT = 'Next';

export interface ExerciseCheck {
  /** Body lines of the fences that open a solution, to mark those blocks for the page. */
  solutionLines: ReadonlySet<number>;
  problems: ProblemInput[];
}

/**
 * The `## Exercises` section: the last section (or the one right before `## Next`), each exercise a
 * `###` heading with exactly one solution block; and no solution anywhere else.
 */
export function checkExercises(tree: Root, at: (line: number | undefined) => { line: number; column: number }): ExerciseCheck {
  const problems: ProblemInput[] = [];
  const error = (line: number | undefined, message: string) =>
    problems.push({ ...at(line), severity: 'error', field: 'exercises', message });
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
  return {
    solutionLines: new Set([...solutions].filter((node) => inExercises.has(node)).map((node) => node.position!.start.line)),
    problems,
  };
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
