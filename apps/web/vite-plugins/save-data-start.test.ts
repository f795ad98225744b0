import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_SCRIPT, withStartScript } from './save-data-start.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Bond</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('withStartScript (the build’s index.html)', () => {
  it('moves the entry and its preloads from the head into the start script at the end of the body', () => {
    const html = withStartScript(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain(
      `<script id="bond-start" data-src="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/router-2.js">${START_SCRIPT}</script>\n  </body>`,
    );
  });

  it('refuses an index.html without an entry module', () => {
    expect(() => withStartScript('<html><body></body></html>')).toThrow(/no entry module/);
  });
});

describe('the start script', () => {
  const modules = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

  /** Runs the script as the browser would, from its element at the end of the body. */
  function runStart({ rendered, saveData = false }: { rendered: boolean; saveData?: boolean }) {
    document.body.innerHTML = rendered ? '<script id="bond-state" type="application/json">{}</script>' : '';
    if (saveData) document.documentElement.setAttribute('data-save-data', '');
    const me = document.createElement('script');
    me.setAttribute('data-src', '/assets/index-abc.js');
    me.setAttribute('data-preload', '/assets/react-1.js /assets/router-2.js');
    document.body.append(me);
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(me);
    new Function(START_SCRIPT)();
  }

  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => {
    // A waiting script is started (and so unhooked) by the key press.
    window.dispatchEvent(new KeyboardEvent('keydown'));
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-save-data');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts the app at once, with its modules preloaded', () => {
    runStart({ rendered: true });
    expect(modules()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/react-1.js', '/assets/router-2.js']);
  });

  it('for a visitor saving data, loads no script for reading: the first touch, key press or focus starts it once', () => {
    runStart({ rendered: true, saveData: true });
    window.dispatchEvent(new Event('load'));
    expect(modules()).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    expect(modules()).toEqual(['/assets/index-abc.js']);
    window.dispatchEvent(new FocusEvent('focusin'));
    expect(modules()).toEqual(['/assets/index-abc.js']);
  });

  it('for a browser that prefers reduced data, waits the same way', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-data: reduce)' }));
    runStart({ rendered: true });
    expect(modules()).toEqual([]);
    window.dispatchEvent(new Event('touchstart'));
    expect(modules()).toEqual(['/assets/index-abc.js']);
  });

  it('starts at once for a visitor saving data on a page the server did not render (nothing to read yet)', () => {
    runStart({ rendered: false, saveData: true });
    expect(modules()).toEqual(['/assets/index-abc.js']);
  });
});
