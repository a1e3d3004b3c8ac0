// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BodyAnnotations } from '../../../../shared/code-annotations';
import type { NoteDetails } from '../../../../shared/note';
import { LightMarkup } from '../../../../src/markup/LightMarkup';
import { NotePage } from '../../../../src/screens/note/NotePage';
import { DeferredWidgetsNow } from '../../app/deferred-widgets-now';

// A note in the second edition, as its chunk carries it: the light-markup body (the contract between
// the compiler and the renderer) and, beside it, which code blocks are solutions and their outputs.
// tests/content checks that the compiler marks the fixture notes this way; tests/e2e, the built page.
const BODY = [
  '<p>Greet a reader.</p>',
  '## Greeting',
  '```js',
  "console.log('Hello');",
  '```',
  '```text',
  'Hello',
  '```',
  '## Exercises',
  '### 1. Say hello to a reader',
  '<p>Write a function <code>greeting(name)</code> that returns a greeting, and print it for Ada.</p>',
  '```js',
  'function greeting(name) {',
  '  return `Hello, ${name}!`;',
  '}',
  "console.log(greeting('Ada'));",
  '```',
  '```text',
  'Hello, Ada!',
  '```',
  '### 2. One list item per name',
  '<p>Starting from the names below, print one <code>&lt;li&gt;</code> per name.</p>',
  '```js',
  "const names = ['Ada', 'Grace'];",
  '```',
  '```js',
  "const names = ['Ada', 'Grace'];",
  "console.log(names.map((name) => `<li>${name}</li>`).join('\\n'));",
  '```',
  '```text',
  '<li>Ada</li>',
  '<li>Grace</li>',
  '```',
].join('\n');
const FIRST_SOLUTION = "function greeting(name) {\n  return `Hello, ${name}!`;\n}\nconsole.log(greeting('Ada'));";
const annotations: BodyAnnotations = {
  slugs: ['greeting', 'exercises', '1-say-hello-to-a-reader', '2-one-list-item-per-name'],
  // The first solution coloured: `function` in class sh1, the rest plain.
  code: [0, 0, [8, 1, FIRST_SOLUTION.length - 8, 0], 0, 0, 0, 0],
  // Code blocks: sample (0), its output (1), solution (2), output (3), starter code (4), solution (5), output (6).
  solutions: [2, 3, 5, 6],
};
const reviewedNote: NoteDetails = {
  id: 101,
  topic: 'react',
  title: 'First Steps',
  tags: ['jsx'],
  date: '2024-10-01',
  reviewed: '2026-11-20',
  references: [
    { title: 'React: Writing Markup with JSX', url: 'https://react.dev/learn/writing-markup-with-jsx' },
    { title: 'MDN: Template literals', url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Template_literals' },
  ],
  sourcePath: 'notes/react/101-first-steps.md',
};
const firstEditionNote: NoteDetails = {
  id: 102,
  topic: 'react',
  title: 'Lists',
  tags: ['jsx'],
  date: '2024-10-02',
  sourcePath: 'notes/react/102-lists.md',
};

/** The solutions of a rendered note: its disclosures that read 'Show solution' ('On this page' is one too). */
function solutionsIn(container: HTMLElement): HTMLDetailsElement[] {
  return [...container.querySelectorAll('details')].filter(
    (details) => details.querySelector(':scope > summary')?.textContent === 'Show solution',
  );
}

/** A paragraph whose whole text, dates included, is `text`. */
function paragraph(text: string) {
  return screen.getByText((_content, element) => element?.tagName === 'P' && element.textContent === text);
}

function renderNote(note = reviewedNote) {
  return render(<NotePage note={note} body={BODY} annotations={annotations} topic="react" />, { wrapper: DeferredWidgetsNow });
}

describe('exercises on the note page', () => {
  it('are a section of the note, listed under On this page with each exercise', () => {
    renderNote();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Exercises' })).toHaveAttribute('href', '#exercises');
    expect(within(contents).getByRole('link', { name: '1. Say hello to a reader' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Exercises' })).toHaveAttribute('id', 'exercises');
  });

  it('show each task, and fold each solution with its output into a collapsed Show solution', () => {
    const { container } = renderNote();
    expect(screen.getByText(/that returns a greeting/)).toBeVisible();
    const solutions = solutionsIn(container);
    expect(solutions).toHaveLength(2);
    for (const solution of solutions) {
      expect(solution).not.toHaveAttribute('open');
      // The solution's code, then the output it prints.
      expect([...solution.querySelectorAll('pre')].map((pre) => pre.dataset.lang)).toEqual(['js', 'text']);
      for (const code of solution.querySelectorAll('pre')) expect(code).not.toBeVisible();
    }
    expect(solutions[0]!.querySelector('pre')!.textContent).toBe(FIRST_SOLUTION);
    expect(solutions[1]!.querySelectorAll('pre')[1]).toHaveTextContent('<li>Ada</li> <li>Grace</li>');
    // The starter code of exercise 2 and the note's own samples stay in view, outside any solution.
    const open = [...container.querySelectorAll('pre')].filter((pre) => !solutions.some((solution) => solution.contains(pre)));
    expect(open.map((pre) => pre.textContent)).toEqual(["console.log('Hello');", 'Hello', "const names = ['Ada', 'Grace'];"]);
  });

  it('open a solution on a click on Show solution, which then reads Hide solution', async () => {
    const user = userEvent.setup();
    const { container } = renderNote();
    const [first, second] = solutionsIn(container);
    await user.click(within(first!).getByText('Show solution'));
    expect(first).toHaveAttribute('open');
    // Open, it offers to hide it again.
    expect(first!.querySelector(':scope > summary')).toHaveTextContent(/^Hide solution$/);
    expect(first!.querySelector('pre')).toBeVisible();
    expect(second).not.toHaveAttribute('open');
  });

  it('keep the highlighting and the Copy button inside a solution', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = renderNote();
    const solution = solutionsIn(container)[0]!;
    await user.click(within(solution).getByText('Show solution'));
    expect(solution.querySelector('pre[data-lang="js"] code span.sh1')).toHaveTextContent(/^function$/);
    await user.click(within(solution).getAllByRole('button', { name: 'Copy' })[0]!);
    expect(await within(solution).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(FIRST_SOLUTION);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('are only folded where the build marked solutions: a body without the mark shows all its code', () => {
    const { container } = render(<LightMarkup source={BODY} annotations={{ ...annotations, solutions: undefined }} />);
    expect(solutionsIn(container)).toEqual([]);
    expect(container.querySelectorAll('pre')).toHaveLength(7);
  });
});

describe('the review date and the references', () => {
  it('show Reviewed beside the unchanged publication line, in the same format', () => {
    renderNote();
    const published = paragraph('Published on October 1, 2024 in REACT');
    const reviewed = paragraph('Reviewed November 20, 2026');
    expect(published.nextElementSibling).toBe(reviewed);
    expect(within(reviewed).getByText('November 20, 2026')).toHaveAttribute('dateTime', '2026-11-20');
  });

  it('list the references after the body, each title a link with its host beside it', () => {
    const { container } = renderNote();
    const section = screen.getByRole('region', { name: 'References' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'React: Writing Markup with JSX react.dev',
      'MDN: Template literals developer.mozilla.org',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'React: Writing Markup with JSX' })).toHaveAttribute(
      'href',
      'https://react.dev/learn/writing-markup-with-jsx',
    );
    // After the last exercise's solution.
    const lastSolution = solutionsIn(container).at(-1)!;
    expect(lastSolution.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('are absent from a note without them', () => {
    renderNote(firstEditionNote);
    expect(paragraph('Published on October 2, 2024 in REACT').nextElementSibling).toBeNull();
    expect(screen.queryByText(/Reviewed/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'References' })).toBeNull();
  });
});
