import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  html: string[];
}

/**
 * Runs axe-core in the page (WCAG 2.1 A and AA rules) and returns its serious and critical findings.
 * Findings are checked once more a moment later and only those still there are returned: a button
 * caught between disabled and enabled (a save finishing, an export getting ready) is judged with the
 * colours of a state it is leaving, while a real violation is there both times.
 */
export async function seriousAccessibilityViolations(
  page: Page,
  options: { skipRules?: string[] } = {},
): Promise<AxeViolation[]> {
  const skipRules = options.skipRules ?? [];
  // Once per document: a second check of the same page (after a language switch without reload,
  // a dialog opened) reuses it rather than parsing its half megabyte again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const first = await runAxe(page, skipRules);
  if (first.length === 0) return first;
  await page.waitForTimeout(1_000);
  return runAxe(page, skipRules);
}

async function runAxe(page: Page, skipRules: string[]): Promise<AxeViolation[]> {
  return page.evaluate(async (skipRules: string[]) => {
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const rules = Object.fromEntries(skipRules.map((id) => [id, { enabled: false }]));
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules,
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
        html: violation.nodes.map((node) => node.html),
      }));
  }, skipRules);
}
