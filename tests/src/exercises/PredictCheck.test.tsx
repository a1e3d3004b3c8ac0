// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PredictCheck } from '../../../src/exercises/PredictCheck';

describe('a prediction checked again', () => {
  it("answers in the press itself: the earlier verdict never stands for the new answer's", async () => {
    render(<PredictCheck exercise={{ series: 'javascript', id: 318, exercise: '2-a-shared-array' }} answer={'[ 1, 2 ]\n'} />);
    const box = screen.getByRole('textbox', { name: 'What does it print?' });
    const check = screen.getByRole('button', { name: 'Check' });
    fireEvent.change(box, { target: { value: 'not what it prints' } });
    fireEvent.click(check);
    expect(await screen.findByText(/^Not quite: line 1 differs/)).toBeInTheDocument();

    fireEvent.change(box, { target: { value: '[ 1, 2 ]' } });
    fireEvent.click(check);
    // No waiting: what the reader sees after the press is the verdict on what they typed.
    expect(screen.getByRole('status')).toHaveTextContent('Right: that is exactly what it prints. Solved!');
    expect(screen.getByText('Solved', { exact: true })).toBeInTheDocument();
  });
});
