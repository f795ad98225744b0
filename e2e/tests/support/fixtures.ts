import { test as base, expect, type Page } from '@playwright/test';

/**
 * The public specs' `test`: fails a test when the page logs an error, throws (a hydration mismatch of a
 * rendered page included), or cannot load one of its own files (a picture, a script). Refused API calls (401, 404, 409…) are part of the flows under test and
 * show up in the console as failed loads, so those are left to the tests' own assertions.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        // An address that names no page is answered with the rendered Not Found page and a 404:
        // the tests that go there check that page.
        const isMissingPage = response.status() === 404 && response.request().isNavigationRequest();
        if (response.status() >= 400 && !url.pathname.startsWith('/api/') && !isMissingPage) {
          problems.push(`${response.status()} for ${url.pathname}`);
        }
      });
      await use(problems);
      expect(problems, 'errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the app has taken over the page the server rendered (React's root is on `#root`). From then on
 * a press reaches the app, React hydrating at once what was pressed; before it, a plain button does nothing
 * (docs/decisions/026-boot-path.md), so a test that presses one on a rendered page waits for this first.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

export { expect };
