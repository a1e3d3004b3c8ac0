import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The colours are CSS (prerendered pages may not use inline styles), so read them as the browser does.
const css = readFileSync(new URL('../../src/components/card/topic-colors.css', import.meta.url), 'utf8');
const rules = [...css.matchAll(/\[data-topic(?:='([^']+)')?\]\s*\{([^}]*)\}/g)].map(([, topic, body]) => ({
  topic: topic ?? 'default',
  background: /--topic-bg:\s*(#[0-9a-f]{6})/i.exec(body!)?.[1],
  foreground: /--topic-fg:\s*(#[0-9a-f]{6})/i.exec(body!)?.[1],
}));
const defaults = rules.find((rule) => rule.topic === 'default')!;

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('topic colours', () => {
  it('exist for the 13 topics, with default blue for any other', () => {
    expect(rules.map((rule) => rule.topic).sort()).toEqual(
      ['default', 'c', 'c++', 'python', 'java', 'html', 'css', 'javascript', 'react', 'nodejs', 'docker', 'git', 'github', 'dsa'].sort(),
    );
    expect(defaults.background).toBe('#2563eb');
  });

  it('give card header text at least WCAG AA contrast', () => {
    for (const rule of rules) {
      const background = rule.background ?? defaults.background!;
      const foreground = rule.foreground ?? defaults.foreground!;
      expect(contrast(background, foreground), rule.topic).toBeGreaterThanOrEqual(4.5);
    }
  });
});
