import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser script, read once from its npm package (no download at run time). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical findings on the page as shown now (WCAG 2.1 A and AA, and axe's
 * best practices), each as "rule: selector — what fails", so a failing test says where to look.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Colours are judged as they end up: a dialog or page still fading in blends its text with what
  // lies beneath and reads as low contrast. Endless animations (spinners) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated through the browser's debugging protocol, which the page's CSP does not govern.
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type TResult = {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    };
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<TResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map(
          (n) => `${v.id}: ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
        ),
      );
  });
}
