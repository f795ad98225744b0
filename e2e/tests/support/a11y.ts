import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe on the whole page: no serious or critical violation (docs/product/platform.md#accessibility). */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  // A toast fading in or out is see-through for a moment, which axe reports as poor contrast: check toasts
  // when they are fully shown or gone. Toasts stop fading for the scan (a toast whose time ends while axe
  // runs then goes at once instead of being caught half-faded), and the scan waits for any fade under way.
  await page.addStyleTag({
    content: '[data-sonner-toast], [data-sonner-toast] * { transition: none !important; animation: none !important; }',
  });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (toast) => getComputedStyle(toast).opacity === '1' && toast.getAttribute('data-removed') !== 'true',
      ),
    undefined,
    { timeout: 10_000 },
  );
  // In the page itself (legacy mode): by default axe finishes each check in a blank page of its own, and
  // opening that page once hung until the test's time-out in CI. Our pages have no cross-origin frames,
  // which is all the blank page is for.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
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

/**
 * Scrolls to the bottom a screen at a time so that the sections loading on approach are
 * all in, then back up. After each step it waits, instead of for a fixed time, until no section on the
 * screen is still waiting to render and no spinner (`role="status"`) is left on it; the page may grow
 * meanwhile. It stops at the bottom once no section is waiting and nothing is loading anywhere.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    await page.evaluate(() => {
      const waiting = document.querySelector('[data-when-visible="waiting"]');
      // A section left above the screen (the page above it shrank as it loaded) is brought back into view.
      if (waiting && waiting.getBoundingClientRect().bottom <= 0) waiting.scrollIntoView();
      else window.scrollBy(0, window.innerHeight);
    });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-when-visible="waiting"], [role="status"]')].every((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return bottom <= 0 || top >= window.innerHeight;
      }),
    );
    const done = await page.evaluate(
      () =>
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 &&
        !document.querySelector('[data-when-visible="waiting"], [role="status"]'),
    );
    if (done) break;
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
