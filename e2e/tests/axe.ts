import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, as issue 11 asks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations on the page as it is now: one line per failing element ("where: rule — selector — html"). */
export async function violations(page: Page, where: string): Promise<string[]> {
  // the page as it is drawn: fonts in, and two frames for what layout observers set (a formula wider
  // than its line takes the focus from its ResizeObserver, shared/src/math; axe ran before it once)
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))),
  );
  const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} — ${n.target.join(' ')} — ${n.html.slice(0, 120)}`));
}
