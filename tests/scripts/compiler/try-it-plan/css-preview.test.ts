import { describe, expect, it } from 'vitest';
import { planCssPreview } from '../../../../scripts/compiler/try-it-plan/css-preview';
import { noteSamples, planOrReason } from './note-samples';

const HTML = '```html\n<p>Hi</p>\n```';
const CSS = '```css\np { color: red; }\n```';

describe('which CSS samples get a preview', () => {
  it('one over the last HTML sample before it that has a preview, at that sample’s block', () => {
    const samples = noteSamples(HTML, '```html\n<p>Two</p>\n```', CSS);
    expect(planOrReason(planCssPreview(samples, 2, (sample) => samples.indexOf(sample) + 10))).toEqual({ kind: 'css', html: 11 });
  });

  it('none without an HTML sample before it, or when that one has no preview or no block of its own', () => {
    expect(planOrReason(planCssPreview(noteSamples(CSS, HTML), 0, () => 0))).toMatch(/needs an HTML sample/);
    expect(planOrReason(planCssPreview(noteSamples('```html partial\n<p>Hi</p>\n```', CSS), 1, () => 0))).toMatch(/needs an HTML sample/);
    expect(planOrReason(planCssPreview(noteSamples(HTML, CSS), 1, () => undefined))).toMatch(/needs an HTML sample/);
  });
});
