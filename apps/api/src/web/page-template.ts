import { HANDED_OVER_STATE_ID, type RenderedPage } from '@bond/contract/page-rendering';
import type { Language } from '@bond/contract/languages';

/** JSON that no text inside it can end the <script> element it sits in. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export type PageTemplate = ReturnType<typeof pageTemplate>;

/**
 * index.html cut where a rendered page goes: the head's title and description (replaced by the page's own
 * head), and the frame inside #root between `<!--app-->` and `<!--/app-->` (replaced by the page).
 */
export function pageTemplate(html: string) {
  // The whitespace around the markers goes too: the page must be #root's only content, as React renders it.
  const [beforeApp = html, rest] = html.split(/\s*<!--app-->/);
  const [frame = '', afterApp = ''] = (rest ?? '').split(/<!--\/app-->\s*/);
  /** Whether a rendered page has a place (an index.html from before rendered pages has no markers). */
  const canRender = rest !== undefined && html.includes('<!--/app-->');
  const defaultHead = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/?>/;
  const cache = new Map<string, string>();
  return {
    canRender,
    /**
     * The page to send: <html lang> says its language (docs/product/languages.md#choosing-the-language), `data-save-data` that the visitor asked to save
     * data; the rendered page with its head and the state it hands over, or the frame (`page` null).
     */
    fill({
      language,
      saveData,
      page,
    }: {
      language: Language;
      saveData: boolean;
      page: (RenderedPage & { kind: 'page' }) | null;
    }) {
      const key = `${language}:${saveData}`;
      const html = (head: string) =>
        head.replace('<html lang="en">', `<html lang="${language}"${saveData ? ' data-save-data' : ''}>`);
      if (!page || !canRender) {
        let frameOnly = cache.get(key);
        if (!frameOnly) cache.set(key, (frameOnly = html(beforeApp) + frame + afterApp));
        return frameOnly;
      }
      const state = `<script id="${HANDED_OVER_STATE_ID}" type="application/json">${scriptJson(page.state)}</script>`;
      return (
        html(page.head ? beforeApp.replace(defaultHead, page.head) : beforeApp) +
        page.html +
        afterApp.replace('</div>', `</div>\n    ${state}`)
      );
    },
  };
}
