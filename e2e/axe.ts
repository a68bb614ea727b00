// Runs axe-core in the page and returns the violations that block people: impact serious or critical.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Not page.addScriptTag: the server's CSP (`script-src 'self'`) refuses inline scripts, as it should.
 * A string given to page.evaluate is run through the DevTools protocol, which the page's CSP does not
 * govern, so axe is defined on window without weakening the policy under test.
 *
 * `within` (a CSS selector) checks only that part of the page: an open select's listbox, whose opening
 * aria-hides the rest of the page while the listbox holds the focus. axe accepts that for a modal dialog
 * but reads it as 'aria-hidden-focus' for a listbox; check the page itself with the select closed.
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // A dialog fading in is half transparent for its first ~200 ms, and axe would measure the contrast of its
  // text mid-fade (it did, on a loaded machine). Wait for every animation that ends; spinners and skeleton
  // pulses run forever and are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document | { include: string[] }, options: RunOptions): Promise<AxeResults> };
      }
    ).axe;
    const results = await axe.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  }, within);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
