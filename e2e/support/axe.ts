import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Audits the whole page as it stands (shell, open dialogs and menus included) with axe-core and fails on any serious
 * or critical violation, listing each rule with the elements that break it. WCAG 2.x A and AA plus best practices;
 * label-content-name-mismatch (visible text inside the accessible name, WCAG 2.5.3) is experimental in axe, so it is
 * switched on here by name.
 */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`,
        )
        .join('\n'),
  );
  expect(report, `serious or critical accessibility violations on ${where}`).toEqual([]);
}
