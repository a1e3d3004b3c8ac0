// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import GitTerminal from '../../../src/git-terminal/GitTerminal';

const SAMPLE = [
  'cd "$(mktemp -d)"',
  'git init -q -b main',
  'git config user.name "Ada" && git config user.email "ada@example.com"',
  '# a commit per page',
  'for page in home about; do',
  '  echo "$page" > "$page.html" && git add . && git commit -q -m "Add $page"',
  'done',
  'git log --format=%s',
].join('\n');

const history = () => screen.getByRole('list', { name: 'Commits, newest first' });
const input = () => screen.getByRole('textbox', { name: /Type a command/ });

describe('the Git terminal under a sample', () => {
  it("runs the sample's lines one at a time, a loop as one, and says when all printed the note's output", async () => {
    const user = userEvent.setup();
    render(<GitTerminal code={SAMPLE} expected={'Add about\nAdd home\n'} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('5 lines to run');
    expect(screen.getByText(/^Next line:/)).toHaveTextContent('Next line: cd "$(mktemp -d)"');
    await user.click(screen.getByRole('button', { name: 'Run next line' }));
    await user.click(screen.getByRole('button', { name: 'Run next line' }));
    expect(status).toHaveTextContent('Line 2 of 5 run');
    expect(screen.getByText('No commits yet.', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run all' }));
    expect(status).toHaveTextContent("All lines run: the same output as the note's");
    expect(screen.getByRole('button', { name: 'Run next line' })).toBeDisabled();
    const log = screen.getByRole('log', { name: 'Terminal output' });
    expect(log).toHaveTextContent('$ for page in home about; do');
    expect(
      within(history())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^[0-9a-f]{7}HEAD → mainAdd about$/), expect.stringMatching(/^[0-9a-f]{7}Add home$/)]);
  });

  it('says where the output differs from the note’s', async () => {
    const user = userEvent.setup();
    render(<GitTerminal code={SAMPLE} expected={'Add home\nAdd about\n'} />);
    await user.click(screen.getByRole('button', { name: 'Run all' }));
    expect(screen.getByRole('status')).toHaveTextContent("All lines run: line 1 differs from the note's output (2 lines)");
  });

  it("runs what the reader types, recalls it with the up arrow, and stops comparing with the note's output", async () => {
    const user = userEvent.setup();
    render(<GitTerminal code={SAMPLE} expected={'Add about\nAdd home\n'} />);
    await user.click(screen.getByRole('button', { name: 'Run all' }));
    await user.type(input(), 'git switch -c feature{Enter}');
    await user.type(input(), 'git branch{Enter}');
    const log = screen.getByRole('log', { name: 'Terminal output' });
    expect(log).toHaveTextContent("Switched to a new branch 'feature'");
    expect(log).toHaveTextContent('* feature main');
    expect(screen.getByRole('status')).toHaveTextContent('All lines run');
    expect(screen.getByRole('status')).not.toHaveTextContent('the same output');
    await user.type(input(), '{ArrowUp}{ArrowUp}');
    expect(input()).toHaveValue('git switch -c feature');
    // A command typed over two lines waits for its end.
    await user.clear(input());
    await user.type(input(), 'for n in 1 2; do{Enter}');
    expect(screen.getByText('>')).toBeInTheDocument();
    await user.type(input(), 'echo "n=$n"; done{Enter}');
    expect(log).toHaveTextContent('n=1 n=2');
  });

  it('starts again from an empty machine on Reset', async () => {
    const user = userEvent.setup();
    render(<GitTerminal code={SAMPLE} />);
    await user.click(screen.getByRole('button', { name: 'Run all' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status')).toHaveTextContent('5 lines to run');
    expect(screen.getByRole('log', { name: 'Terminal output' })).toBeEmptyDOMElement();
    expect(screen.getByText(/No repository here yet/)).toBeInTheDocument();
  });
});

describe('the Git terminal of an exercise', () => {
  it('checks the goal against the repository the reader is in', async () => {
    const user = userEvent.setup();
    const check = vi.fn();
    render(<GitTerminal code="" goals={['on branch main', 'main has 1 commit']} onCheck={check} />);
    expect(screen.queryByRole('button', { name: 'Run all' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my repository' }));
    expect(check).toHaveBeenLastCalledWith([
      { goal: 'on branch main', met: false, instead: 'no repository here' },
      { goal: 'main has 1 commit', met: false, instead: 'no repository here' },
    ]);
    for (const line of [
      'git init -q -b main',
      'git config user.name Ada; git config user.email ada@example.com',
      'touch a && git add a && git commit -qm A',
    ])
      await user.type(input(), `${line}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Check my repository' }));
    expect(check).toHaveBeenLastCalledWith([
      { goal: 'on branch main', met: true },
      { goal: 'main has 1 commit', met: true },
    ]);
  });
});
