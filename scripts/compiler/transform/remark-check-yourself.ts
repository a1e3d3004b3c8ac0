import { slug } from 'github-slugger';
import type { Code, Heading, Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { parseInfoString } from '../../note-source/info-string.ts';
import { lineOf, splitAtHeadings } from './mdast-blocks.ts';
import { report } from './report.ts';

/** A question of `## Check yourself` as the Markdown tree has it (docs/authoring.md, "Check yourself"), out of the body's tree. */
export interface FoundQuestion {
  id: string;
  heading: Heading;
  /** What the reader reads before answering: paragraphs and code blocks (a predicted program last). */
  parts: (Paragraph | Code)[];
  form: FoundForm;
  see: Paragraph;
  /** The `#anchor` links of the `See` paragraph, to check against the note's headings. */
  anchors: { anchor: string; line: number | undefined }[];
}

type Choice = { right: boolean; text: PhrasingContent[]; why: PhrasingContent[] };

export type FoundForm =
  | { kind: 'choice'; choices: Choice[] }
  | { kind: 'predict'; answer: string; why: Paragraph[] }
  | { kind: 'short'; answers: string[]; why: Paragraph[] };

const SECTION = 'Check yourself';
const QUESTIONS = { fewest: 3, most: 5 };
const CHOICES = { fewest: 2, most: 6 };
const SHAPES =
  'a question is its `###` heading, optional paragraphs or code to read, one answer form (a `- [x]`/`- [ ]` list, a `run predict` block and its `text output`, or an `Answer:` paragraph), its why, and a `See` paragraph';

/** Checks `## Check yourself` and takes its questions out of the tree (its heading stays); each problem is an error at its line. */
export function remarkCheckYourself() {
  return (tree: Root, file: VFile): FoundQuestion[] => {
    const error: Report = (node, message) => report(file, { line: lineOf(node), severity: 'error', field: 'check yourself', message });
    const sections = splitAtHeadings(tree.children, 2);
    const titles = sections.map((section) => mdastToString(section.heading).trim());
    const at = titles.indexOf(SECTION);
    if (at === -1) return [];
    const section = sections[at]!;
    if (titles.lastIndexOf(SECTION) !== at)
      error(sections[titles.lastIndexOf(SECTION)]!.heading, 'a second `## Check yourself`: put every question in one');
    const next = titles[at + 1];
    const rightPlace = titles.includes('Exercises') ? next === 'Exercises' : titles.includes('Next') ? next === 'Next' : next === undefined;
    if (!rightPlace) error(section.heading, '`## Check yourself` comes right before `## Exercises` (or before `## Next`, or last)');

    // An author's comment shows nothing, wherever it stands.
    const shown = section.children.filter((node) => !(node.type === 'html' && node.value.startsWith('<!--')));
    const [first] = shown;
    if (first && first.type !== 'heading') error(first, `put each question under a \`###\` heading: ${SHAPES}`);
    const questions = splitAtHeadings(shown, 3);
    if (questions.length < QUESTIONS.fewest || questions.length > QUESTIONS.most)
      error(
        section.heading,
        `has ${questions.length} question${questions.length === 1 ? '' : 's'}: write ${QUESTIONS.fewest} to ${QUESTIONS.most}`,
      );
    tree.children = tree.children.filter((node) => !section.children.includes(node));

    const ids = new Set<string>();
    return questions.flatMap(({ heading, children }) => {
      const id = slug(mdastToString(heading).trim());
      if (id === '') return (error(heading, 'a question needs its words in its `###` heading'), []);
      if (ids.has(id))
        error(heading, `two questions read "${mdastToString(heading)}": a question is known by its heading, so make each one different`);
      ids.add(id);
      const found = readQuestion(heading as Heading, children, error);
      return found ? [{ id, ...found }] : [];
    });
  };
}

type Report = (node: { position?: { start: { line: number } } } | undefined, message: string) => void;

/** One question's parts, answer form, why and `See` paragraph, or undefined after reporting what is wrong. */
function readQuestion(heading: Heading, children: RootContent[], error: Report): Omit<FoundQuestion, 'id'> | undefined {
  const last = children.at(-1);
  const see = last?.type === 'paragraph' && /^See\s/.test(mdastToString(last)) ? last : undefined;
  if (!see)
    return (
      error(last ?? heading, 'a question ends with a `See` paragraph linking to the section that explains it: See [Refs](#refs).'),
      undefined
    );
  const anchors: FoundQuestion['anchors'] = [];
  let links = 0;
  visit(see, 'link', (link: Link) => {
    links++;
    if (link.url.startsWith('#')) anchors.push({ anchor: decodeURIComponent(link.url.slice(1)), line: lineOf(link) });
  });
  if (links === 0) return (error(see, 'the `See` paragraph links to the section that explains the answer: See [Refs](#refs).'), undefined);

  const body = children.slice(0, -1);
  const formAt = body.findIndex((node) => node.type === 'list' || isPredict(node) || isAnswerLine(node));
  if (formAt === -1) return (error(heading, `this question has no answer form: ${SHAPES}`), undefined);
  const before = body.slice(0, formAt);
  const form = body[formAt]!;
  for (const node of before)
    if (node.type !== 'paragraph' && node.type !== 'code')
      return (error(node, `only paragraphs and code blocks come before the answer: ${SHAPES}`), undefined);
  const parts = before as (Paragraph | Code)[];
  const after = body.slice(formAt + 1);

  if (form.type === 'list') {
    if (after.length > 0)
      return (error(after[0], 'after a list of choices comes only the `See` paragraph: each choice says its own why'), undefined);
    const choices = readChoices(form, error);
    return choices && { heading, parts, form: { kind: 'choice', choices }, see, anchors };
  }
  if (isPredict(form)) {
    const output = after[0];
    const info = output?.type === 'code' ? parseInfoString(output.lang, output.meta) : undefined;
    if (!info?.output || info.lang !== 'text')
      return (error(output ?? form, 'a `predict` block is directly followed by its ```text output: what it prints, the answer'), undefined);
    const why = whyOf(after.slice(1), form, error);
    return why && { heading, parts: [...parts, form], form: { kind: 'predict', answer: (output as Code).value, why }, see, anchors };
  }
  const answers = (form as Paragraph).children.flatMap((node) => (node.type === 'inlineCode' ? [node.value] : []));
  if (answers.length === 0 || answers.some((answer) => answer.trim() === ''))
    return (error(form, 'write each accepted answer as inline code: Answer: `--staged` or `--cached`'), undefined);
  const why = whyOf(after, form, error);
  return why && { heading, parts, form: { kind: 'short', answers, why }, see, anchors };
}

function isPredict(node: RootContent): node is Code {
  return node.type === 'code' && parseInfoString(node.lang, node.meta).predict;
}

function isAnswerLine(node: RootContent): node is Paragraph {
  return node.type === 'paragraph' && /^Answer:/.test(mdastToString(node));
}

/** The paragraphs that say why the answer is what it is: at least one, nothing else. */
function whyOf(nodes: RootContent[], form: RootContent, error: Report): Paragraph[] | undefined {
  if (nodes.length === 0) return (error(form, 'say why the answer is right in a paragraph before the `See` paragraph'), undefined);
  const other = nodes.find((node) => node.type !== 'paragraph');
  if (other) return (error(other, 'between the answer and the `See` paragraph come only paragraphs saying why'), undefined);
  return nodes as Paragraph[];
}

/** A task list's items: the first line of each is the choice, the rest why it is right (`[x]`) or wrong (`[ ]`). */
function readChoices(list: List, error: Report): Choice[] | undefined {
  const items = list.children;
  const marks = items.map(taskMark);
  if (marks.some((mark) => mark === undefined))
    return (error(list, 'the choices are a task list: `- [x]` before each right answer, `- [ ]` before each wrong one'), undefined);
  if (items.length < CHOICES.fewest || items.length > CHOICES.most)
    return (error(list, `has ${items.length} choices: give ${CHOICES.fewest} to ${CHOICES.most}`), undefined);
  if (!marks.includes(true)) return (error(list, 'no choice is marked right: write `- [x]` before each right answer'), undefined);
  const choices = items.map((item, index) => splitChoice(item, marks[index]!, error));
  return choices.every((choice) => choice !== undefined) ? choices : undefined;
}

const TASK_MARK = /^\[([ xX])\]\s+/;

/** Whether an item starts `[x]` (true) or `[ ]` (false), read from its text as GitHub does; the mark leaves the text. */
function taskMark(item: ListItem): boolean | undefined {
  const paragraph = item.children[0];
  const text = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
  const mark = text?.type === 'text' ? TASK_MARK.exec(text.value) : null;
  if (!mark || !text || text.type !== 'text') return undefined;
  text.value = text.value.slice(mark[0].length);
  return mark[1] !== ' ';
}

function splitChoice(item: ListItem, right: boolean, error: Report): Choice | undefined {
  const [first, ...rest] = item.children;
  if (first?.type !== 'paragraph' || rest.some((node) => node.type !== 'paragraph'))
    return (error(item, 'a choice is a line of text, with why it is right or wrong on the lines under it'), undefined);
  const { head, tail } = splitAtLineBreak(first.children.filter((node) => node.type !== 'text' || node.value !== ''));
  const why = [
    ...tail,
    ...rest.flatMap((paragraph, index) => [
      ...(index > 0 || tail.length > 0 ? [{ type: 'text', value: ' ' } as const] : []),
      ...(paragraph as Paragraph).children,
    ]),
  ];
  if (head.length === 0 || mdastToString({ type: 'paragraph', children: why }).trim() === '')
    return (
      error(
        item,
        'say why this choice is right or wrong on the line under it, indented: `- [ ] useState` then `  Setting state renders again.`',
      ),
      undefined
    );
  return { right, text: head, why };
}

/** Inline content before and after its first line break (a soft or a hard one). */
function splitAtLineBreak(nodes: PhrasingContent[]): { head: PhrasingContent[]; tail: PhrasingContent[] } {
  for (const [index, node] of nodes.entries()) {
    if (node.type === 'break') return { head: nodes.slice(0, index), tail: nodes.slice(index + 1) };
    if (node.type !== 'text' || !node.value.includes('\n')) continue;
    const at = node.value.indexOf('\n');
    const before = node.value.slice(0, at).trimEnd();
    const after = node.value.slice(at + 1).trimStart();
    return {
      head: [...nodes.slice(0, index), ...(before ? [{ ...node, value: before }] : [])],
      tail: [...(after ? [{ ...node, value: after }] : []), ...nodes.slice(index + 1)],
    };
  }
  return { head: nodes, tail: [] };
}
