import { describe, expect, it } from 'vitest';
import { serializeLightMarkup } from '../../../../scripts/compiler/light-markup';
import { transformBody } from '../../../../scripts/compiler/transform-body';
import { formatProblem } from '../../../../scripts/note-source/problems';

function transform(...parts: string[]) {
  return transformBody(parts.join('\n\n'), { bodyStartLine: 1, rewriteLink: () => undefined });
}

function problems(...parts: string[]): string[] {
  return transform(...parts).problems.map((problem) => formatProblem({ file: 'n.md', ...problem }));
}

const CHOICE = [
  '### Which hook keeps a value without rendering again?',
  '- [ ] `useState`\n  Setting state renders again.\n- [x] `useRef`\n  Writing `current` renders nothing.',
  'See [Refs](#refs).',
];
const PREDICT = [
  '### What does this print?',
  'Read it first.',
  '```js run predict\nconsole.log([10, 1, 2].sort().join(" "));\n```',
  '```text output\n1 10 2\n```',
  'It sorts as *strings*.',
  'See [Refs](#refs) and [MDN](https://developer.mozilla.org/).',
];
const SHORT = [
  '### Which option shows staged changes?',
  'Answer: `--staged` or `--cached`',
  'The index against `HEAD`.',
  'See [Refs](#refs).',
];

describe('## Check yourself', () => {
  it('takes the questions out of the body, keeps its heading, and compiles each answer form', () => {
    const result = transform('## Refs', 'Text.', '## Check yourself', ...CHOICE, ...PREDICT, ...SHORT, '## Next', 'More.');
    expect(result.problems).toEqual([]);
    expect(serializeLightMarkup(result.blocks)).toBe('## Refs\n<p>Text.</p>\n## Check yourself\n## Next\n<p>More.</p>');
    expect(result.headings.map((heading) => heading.slug)).toEqual(['refs', 'check-yourself', 'next']);
    expect(result.questions).toEqual([
      {
        id: 'which-hook-keeps-a-value-without-rendering-again',
        text: 'Which hook keeps a value without rendering again?',
        parts: [],
        see: 'See <a href="#refs">Refs</a>.',
        kind: 'choice',
        choices: [
          { html: '<code>useState</code>', right: false, why: 'Setting state renders again.' },
          { html: '<code>useRef</code>', right: true, why: 'Writing <code>current</code> renders nothing.' },
        ],
      },
      {
        id: 'what-does-this-print',
        text: 'What does this print?',
        parts: [
          { type: 'paragraph', html: 'Read it first.' },
          { type: 'code', lang: 'js', code: 'console.log([10, 1, 2].sort().join(" "));' },
        ],
        see: 'See <a href="#refs">Refs</a> and <a href="https://developer.mozilla.org/">MDN</a>.',
        kind: 'predict',
        answer: '1 10 2',
        why: 'It sorts as <em>strings</em>.',
      },
      {
        id: 'which-option-shows-staged-changes',
        text: 'Which option shows staged changes?',
        parts: [],
        see: 'See <a href="#refs">Refs</a>.',
        kind: 'short',
        answers: ['--staged', '--cached'],
        why: 'The index against <code>HEAD</code>.',
      },
    ]);
  });

  it('is not a sample of the page: a predict block of a question gets no exercise error', () => {
    expect(problems('## Refs', '## Check yourself', ...PREDICT, ...SHORT, ...CHOICE)).toEqual([]);
  });

  it('reports the place of the section and the number of questions', () => {
    expect(problems('## Refs', '## Exercises', '### 1. Do', '```js solution\nx;\n```', '## Check yourself', ...SHORT)).toEqual([
      'n.md:11:1 error check yourself: `## Check yourself` comes right before `## Exercises` (or before `## Next`, or last)',
      'n.md:11:1 error check yourself: has 1 question: write 3 to 5',
      'n.md:3:1 error exercises: `## Exercises` must be the last section, or come right before `## Next`',
    ]);
    expect(
      problems(
        '## Refs',
        '## Check yourself',
        ...SHORT,
        ...SHORT.slice(0, 1),
        'Answer: `x`',
        'Why.',
        'See [Refs](#refs).',
        '## Key points',
      ),
    ).toEqual([
      'n.md:3:1 error check yourself: `## Check yourself` comes right before `## Exercises` (or before `## Next`, or last)',
      'n.md:3:1 error check yourself: has 2 questions: write 3 to 5',
      'n.md:13:1 error check yourself: two questions read "Which option shows staged changes?": a question is known by its heading, so make each one different',
    ]);
  });

  it('reports each broken question at its line', () => {
    const found = problems(
      '## Refs',
      '## Check yourself',
      'An intro.',
      '### No answer form?',
      'See [Refs](#refs).',
      '### Nothing is right?',
      '- [ ] a\n  no.\n- [ ] b\n  no.',
      'See [Refs](#refs).',
      '### A choice without why?',
      '- [x] a\n- [ ] b\n  no.',
      'See [Refs](#refs).',
      '### Which anchor?',
      'Answer: `x`',
      'Because.',
      'See [Gone](#gone).',
      '### No see?',
      'Answer: `x`',
      'Because.',
      '### No why?',
      'Answer: `x`',
      'See [Refs](#refs).',
      '### No why?',
      '```js run predict\nconsole.log(1);\n```',
      'See [Refs](#refs).',
    );
    expect(found).toEqual([
      'n.md:5:1 error check yourself: put each question under a `###` heading: a question is its `###` heading, optional paragraphs or code to read, one answer form (a `- [x]`/`- [ ]` list, a `run predict` block and its `text output`, or an `Answer:` paragraph), its why, and a `See` paragraph',
      'n.md:3:1 error check yourself: has 7 questions: write 3 to 5',
      'n.md:7:1 error check yourself: this question has no answer form: a question is its `###` heading, optional paragraphs or code to read, one answer form (a `- [x]`/`- [ ]` list, a `run predict` block and its `text output`, or an `Answer:` paragraph), its why, and a `See` paragraph',
      'n.md:13:1 error check yourself: no choice is marked right: write `- [x]` before each right answer',
      'n.md:22:1 error check yourself: say why this choice is right or wrong on the line under it, indented: `- [ ] useState` then `  Setting state renders again.`',
      'n.md:40:1 error check yourself: a question ends with a `See` paragraph linking to the section that explains it: See [Refs](#refs).',
      'n.md:44:1 error check yourself: say why the answer is right in a paragraph before the `See` paragraph',
      'n.md:48:1 error check yourself: two questions read "No why?": a question is known by its heading, so make each one different',
      'n.md:50:1 error check yourself: a `predict` block is directly followed by its ```text output: what it prints, the answer',
      'n.md:34:1 error check yourself: "#gone" is not a heading of this note; its anchors: #refs, #check-yourself',
    ]);
  });
});
