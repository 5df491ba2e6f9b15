/** axe-core in the page under test: no serious or critical violation allowed. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

export async function seriousAxeViolations(page: Page): Promise<Array<{ id: string; nodes: unknown[] }>> {
  // The shop's CSP refuses inline <script> (addScriptTag); evaluating through the DevTools protocol is not subject to it.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }));
  });
}

/**
 * axe's colour-contrast rule alone: the elements whose text fails WCAG AA contrast on this page as it
 * is now, or only inside `scope` (a CSS selector: a dialog over a page measured on its own).
 */
export async function contrastViolations(page: Page, scope?: string): Promise<Array<{ target: unknown; summary: string }>> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document | { include: string[] },
            options: { runOnly: string[] },
          ) => Promise<{ violations: Array<{ nodes: Array<{ target: unknown; failureSummary?: string }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { runOnly: ['color-contrast'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary ?? '' })));
  }, scope);
}
