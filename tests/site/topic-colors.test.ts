import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, mix } from './contrast';

// The colours are CSS (prerendered pages may not use inline styles), so read them as the browser does.
const css = readFileSync(new URL('../../src/components/card/topic-colors.css', import.meta.url), 'utf8');
const rules = [...css.matchAll(/\[data-topic(?:='([^']+)')?\]\s*\{([^}]*)\}/g)].map(([, topic, body]) => ({
  topic: topic ?? 'default',
  background: /--topic-bg:\s*(#[0-9a-f]{6})/i.exec(body!)?.[1],
  foreground: /--topic-fg:\s*(#[0-9a-f]{6})/i.exec(body!)?.[1],
}));
const defaults = rules.find((rule) => rule.topic === 'default')!;

describe('topic colours', () => {
  it('exist for the 13 topics, with default blue for any other', () => {
    expect(rules.map((rule) => rule.topic).sort()).toEqual(
      ['default', 'c', 'c++', 'python', 'java', 'html', 'css', 'javascript', 'react', 'nodejs', 'docker', 'git', 'github', 'dsa'].sort(),
    );
    expect(defaults.background).toBe('#2563eb');
  });

  it('are the same in the light and the dark theme, so one contrast check covers both', () => {
    // A theme-specific topic colour would need its own entry in the check below.
    expect(css).not.toMatch(/data-theme|prefers-color-scheme/);
  });

  it('give card header text at least WCAG AA contrast across the whole header gradient', () => {
    for (const rule of rules) {
      const background = rule.background ?? defaults.background!;
      const foreground = rule.foreground ?? defaults.foreground!;
      // NoteCard.module.css: linear-gradient(topic-bg, color-mix(in srgb, topic-bg 82%, #000000)).
      for (const stop of [background, mix(background, 0.82, '#000000')]) {
        expect(contrast(stop, foreground), `${rule.topic} on ${stop}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
