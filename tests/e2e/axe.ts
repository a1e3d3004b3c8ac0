import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** axe-core's browser build, put into a page once per document (docs/architecture.md says why not @axe-core/playwright). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe violations of the page as it is now (of `include` alone, when given), each as its
 * rule and the elements it found. Frames are left out: the screens tested have none but Try-it's, whose content is
 * the reader's code.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (include) => {
    const { axe } = window as unknown as { axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> } };
    const { violations } = await axe.run(include === undefined ? document : { include: [include] }, {
      resultTypes: ['violations'],
      iframes: false,
    });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, include);
}
