// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BodyAnnotations } from '../../../shared/code-annotations';

// A predict-the-output exercise: its code (block 0), and what it prints (block 1), folded as its answer.
const BODY = ['## Exercises', '### 1. What does it print', '```js', 'console.log(1 + 2);', '```', '```text', '3', '```'].join('\n');
const annotations: BodyAnnotations = {
  slugs: ['exercises', '1-what-does-it-print'],
  code: [0, 0],
  solutions: [1],
  checks: { '1-what-does-it-print': { kind: 'predict', block: 0, output: 1, answer: '3\n' } },
};

describe("a note's exercises in the browser", () => {
  it("on a prerendered page, wait for the reader's first interaction, then offer their answer box and a live solution", async () => {
    // The app takes over a prerendered page: its markup is in #root, not yet hydrated.
    document.body.innerHTML = '<div id="root"><main>prerendered</main></div>';
    const { LightMarkup } = await import('../../../src/markup/LightMarkup');
    render(<LightMarkup source={BODY} annotations={annotations} series="javascript" noteId={301} />);
    // Before: the task's code and its folded answer, as the markup has them, but no answer box yet.
    expect(screen.getByText('console.log(1 + 2);')).toBeInTheDocument();
    expect(screen.getByText('Show what it prints')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'What does it print?' })).toBeNull();

    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('textbox', { name: 'What does it print?' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Show what it prints'));
    expect(await screen.findByText('Hide what it prints')).toBeInTheDocument();
  });
});

describe("a solution opened while its exercise's code loads", () => {
  it('stays open, and says Hide, when that code arrives (a note reached by a link)', async () => {
    const { LightMarkup } = await import('../../../src/markup/LightMarkup');
    const { DeferredWidgetsContext } = await import('../../../src/app/deferred-widgets');
    const { widgetsAtOnce } = await import('../../../src/app/widgets-at-once');
    const { ExerciseSolution: Loaded } = await import('../../../src/exercises/ExerciseSolution');
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const ExerciseSolution = lazy(() => arrived.then(() => ({ default: Loaded })));
    render(
      <DeferredWidgetsContext value={{ ...widgetsAtOnce, ExerciseSolution }}>
        <LightMarkup source={BODY} annotations={annotations} series="javascript" noteId={301} />
      </DeferredWidgetsContext>,
    );
    const summary = screen.getByText('Show what it prints');
    await userEvent.click(summary);
    expect(await screen.findByText('Hide what it prints')).toBeInTheDocument();

    await act(async () => arrive());
    // The fold the code brings is a new element: it opens as the reader left the first.
    expect(screen.getByText('Hide what it prints').closest('details')).toHaveAttribute('open');
    expect(screen.getByText('3')).toBeVisible();
    await userEvent.click(screen.getByText('Hide what it prints'));
    expect(await screen.findByText('Show what it prints')).toBeInTheDocument();
    expect(screen.getByText('Show what it prints').closest('details')).not.toHaveAttribute('open');
  });
});
