import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, as issue 11 asks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations on the page as it is now: one line per failing element ("where: rule — selector — html"). */
export async function violations(page: Page, where: string): Promise<string[]> {
  // the page as it is drawn: every formula typeset, fonts in, and two frames for what layout observers
  // set (a formula wider than its line takes the focus from its ResizeObserver, shared/src/math).
  // Until temml is in, a text shows its source, marked pending: on a DTM result's long review the
  // formulas were mostly typeset while axe ran (none yet before it in 24 of 25 loads, about 430 after
  // it in 25 of 25), so axe had seldom checked them (a formula 1 px too wide for its line was found
  // once they were waited for)
  await page.locator('[data-math-pending]').first().waitFor({ state: 'detached', timeout: 20_000 });
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))),
  );
  const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} — ${n.target.join(' ')} — ${n.html.slice(0, 120)}`));
}
