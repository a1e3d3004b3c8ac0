// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { replayEarlyPress, watchEarlyPresses } from '../../../src/app/early-press';

/** Two code blocks whose code has not arrived, each counting the presses their buttons get. */
function page() {
  document.body.innerHTML = `
    <div data-deferred id="first"><button>Run</button></div>
    <div data-deferred id="second"><button>Run</button><button>Edit</button></div>
    <p id="prose">A passage <a data-deferred id="report" href="#issue">Report a mistake</a></p>`;
  const presses: string[] = [];
  for (const button of document.querySelectorAll('button'))
    button.addEventListener('click', () => presses.push(`${button.parentElement!.id} ${button.textContent}`));
  return { presses, box: (id: string) => document.getElementById(id)! };
}

const press = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

describe('presses made before a box is live', () => {
  beforeAll(() => watchEarlyPresses());

  it('are made again on each box as it comes alive, every one and in order', () => {
    const { presses, box } = page();
    press('#first button');
    press('#second button');
    press('#second button:last-child');
    presses.length = 0;
    replayEarlyPress(box('second'));
    expect(presses).toEqual(['second Run', 'second Edit']);
    replayEarlyPress(box('first'));
    expect(presses).toEqual(['second Run', 'second Edit', 'first Run']);
    // Once made again they are gone: a box coming alive twice presses nothing more.
    replayEarlyPress(box('first'));
    expect(presses).toHaveLength(3);
  });

  it('are not noted on a live box, whose own code answers them', () => {
    const { presses, box } = page();
    replayEarlyPress(box('first'));
    press('#first button');
    presses.length = 0;
    replayEarlyPress(box('first'));
    expect(presses).toEqual([]);
  });

  it("leave a link to do its work unless a passage is selected, which only the link's code can quote", () => {
    const { box } = page();
    const report = document.getElementById('report') as HTMLAnchorElement;
    const opened: boolean[] = [];
    document.addEventListener('click', (event) => opened.push(!event.defaultPrevented), { once: true });
    report.click();
    expect(opened).toEqual([true]);

    const range = document.createRange();
    range.selectNodeContents(document.getElementById('prose')!.firstChild!);
    getSelection()!.addRange(range);
    document.addEventListener('click', (event) => opened.push(!event.defaultPrevented), { once: true });
    report.click();
    expect(opened).toEqual([true, false]);
    let replayed = 0;
    report.addEventListener('click', () => replayed++);
    replayEarlyPress(box('report'));
    expect(replayed).toBe(1);
  });
});
