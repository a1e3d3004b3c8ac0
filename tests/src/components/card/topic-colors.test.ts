import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { contrast, mix } from '../../styles/contrast';
import { screenWith, stylesheet } from '../../styles/css-cascade';

// The colours are CSS (prerendered pages may not use inline styles): read them as the browser applies
// them to a card's header, with the themes of global.css around them.
const css = stylesheet(
  ['../../../../src/styles/global.css', '../../../../src/components/card/topic-colors.css']
    .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
    .join('\n'),
);
const TOPICS = ['c', 'c++', 'python', 'java', 'html', 'css', 'javascript', 'react', 'nodejs', 'docker', 'git', 'github', 'dsa'];
const DEFAULT_BLUE = '#2563eb';

const lightSystem = screenWith('light');
const darkSystem = screenWith('dark');

const { document } = new JSDOM('<article><header></header></article>').window;
const header = document.querySelector('header')!;

/** The header colours of a card of `topic`, on a page with the visitor's theme choice (if any) and system setting. */
function cardColours(topic: string, system = lightSystem, choice?: 'light' | 'dark') {
  header.dataset.topic = topic;
  if (choice) document.documentElement.dataset.theme = choice;
  else delete document.documentElement.dataset.theme;
  const applied = css.declarationsFor(header, system);
  return { background: applied.get('--topic-bg'), foreground: applied.get('--topic-fg') };
}

describe('topic colours', () => {
  it('exist for the 13 topics, with default blue for any other', () => {
    const backgrounds = TOPICS.map((topic) => cardColours(topic).background);
    expect(backgrounds.filter((background) => background === DEFAULT_BLUE)).toEqual([]);
    expect(new Set(backgrounds).size).toBe(TOPICS.length);
    expect(cardColours('rust')).toEqual({ background: DEFAULT_BLUE, foreground: '#ffffff' });
  });

  it('are the same in the light and the dark theme, so one contrast check covers both', () => {
    for (const topic of [...TOPICS, 'rust']) {
      const light = cardColours(topic);
      expect(cardColours(topic, darkSystem), `${topic}, system dark`).toEqual(light);
      expect(cardColours(topic, lightSystem, 'dark'), `${topic}, dark chosen`).toEqual(light);
      expect(cardColours(topic, darkSystem, 'light'), `${topic}, light chosen`).toEqual(light);
    }
  });

  it('give card header text at least WCAG AA contrast across the whole header gradient', () => {
    for (const topic of [...TOPICS, 'rust']) {
      const { background, foreground } = cardColours(topic);
      // NoteCard.module.css: linear-gradient(topic-bg, color-mix(in srgb, topic-bg 82%, #000000)).
      for (const stop of [background!, mix(background!, 0.82, '#000000')]) {
        expect(contrast(stop, foreground!), `${topic} on ${stop}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
