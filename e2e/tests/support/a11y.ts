import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe on the whole page: no serious or critical violation (D18). */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  // A toast fading in or out is see-through for a moment, which axe reports as poor contrast: check toasts
  // when they are fully shown or gone.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (toast) => getComputedStyle(toast).opacity === '1' && toast.getAttribute('data-removed') !== 'true',
      ),
    undefined,
    { timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n    ')}`,
    );
  expect(serious, `axe violations on ${label}`).toEqual([]);
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
}

/** Scrolls to the bottom step by step so that sections loading on approach are all in, then back up. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    const { atBottom, height } = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      const doc = document.documentElement;
      return { atBottom: window.innerHeight + window.scrollY >= doc.scrollHeight - 2, height: doc.scrollHeight };
    });
    await page.waitForTimeout(100);
    if (atBottom) {
      // Sections that just loaded make the page taller: carry on until it stops growing.
      await page.waitForLoadState('networkidle');
      if ((await page.evaluate(() => document.documentElement.scrollHeight)) === height) break;
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Starts the page in the dark theme, as if the visitor had chosen it before. */
export async function useDarkTheme(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'persist:root',
      JSON.stringify({
        user: JSON.stringify({ email: '', role: '' }),
        theme: JSON.stringify({ isDarkMode: true }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
  });
}
