import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rollup } from 'vite';
import { APP_START_SCRIPT, startModules, withAppStart } from './app-start.ts';

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

describe('withAppStart (the build’s index.html)', () => {
  it('moves the entry and its preloads from the head into the app-start script at the end of the body', () => {
    const html = withAppStart(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain(
      `<script id="bond-start" data-src="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/router-2.js">${APP_START_SCRIPT}</script>\n  </body>`,
    );
  });

  it('adds the modules the entry loads as it starts, once each', () => {
    const html = withAppStart(BUILT, ['/assets/router-2.js', '/assets/store-4.js']);
    expect(html).toContain('data-preload="/assets/react-1.js /assets/router-2.js /assets/store-4.js"');
  });

  it('refuses an index.html without an entry module', () => {
    expect(() => withAppStart('<html><body></body></html>')).toThrow(/no entry module/);
  });
});

describe('startModules (what the entry loads as it starts)', () => {
  const chunk = (fileName: string, imports: string[], dynamicImports: string[] = []) =>
    ({ type: 'chunk', fileName, imports, dynamicImports }) as unknown as Rollup.OutputChunk;
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/languages.js'], ['assets/client.js', 'assets/routes.js']),
    'assets/languages.js': chunk('assets/languages.js', []),
    'assets/client.js': chunk('assets/client.js', ['assets/react.js']),
    'assets/routes.js': chunk('assets/routes.js', ['assets/react.js', 'assets/router.js'], ['assets/about.js']),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/router.js': chunk('assets/router.js', ['assets/react.js']),
    'assets/about.js': chunk('assets/about.js', ['assets/react.js']),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  } as unknown as Rollup.OutputBundle;

  it('is every start step the entry imports, with what each imports, but no page loaded later', () => {
    expect(startModules('assets/index.js', bundle).sort()).toEqual([
      '/assets/client.js',
      '/assets/languages.js',
      '/assets/react.js',
      '/assets/router.js',
      '/assets/routes.js',
    ]);
  });

  it('is nothing for a file that is not a chunk of the bundle', () => {
    expect(startModules('assets/index.css', bundle)).toEqual([]);
    expect(startModules('assets/missing.js', bundle)).toEqual([]);
  });
});

describe('the app-start script', () => {
  const modules = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
  const prefetches = () =>
    [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

  /** Runs the script as the browser would, from its element at the end of the body. */
  function runStart({
    rendered,
    saveData = false,
    preload = '/assets/react-1.js /assets/router-2.js',
  }: {
    rendered: boolean;
    saveData?: boolean;
    preload?: string;
  }) {
    document.body.innerHTML = rendered ? '<script id="bond-state" type="application/json">{}</script>' : '';
    if (saveData) document.documentElement.setAttribute('data-save-data', '');
    const me = document.createElement('script');
    me.setAttribute('data-src', '/assets/index-abc.js');
    me.setAttribute('data-preload', preload);
    document.body.append(me);
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(me);
    new Function(APP_START_SCRIPT)();
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  });
  afterEach(() => {
    // A started script is gone with the head; a waiting one is started (and so unhooked) by the key press.
    window.dispatchEvent(new KeyboardEvent('keydown'));
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-save-data');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts the app at once on a page the server did not render (nothing to read until it runs)', () => {
    runStart({ rendered: false });
    expect(modules()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toEqual(['/assets/react-1.js', '/assets/router-2.js']);
  });

  it('on a rendered page, waits until the loaded page has painted, then prefetches rather than preloads', () => {
    runStart({ rendered: true });
    expect(modules()).toEqual([]);
    vi.runAllTimers();
    expect(modules()).toEqual(['/assets/index-abc.js']);
    expect(prefetches()).toEqual(['/assets/react-1.js', '/assets/router-2.js']);
    expect(preloads()).toEqual([]);
  });

  it('after the paint, asks for a few modules a task, so no task of the page is long', () => {
    const files = Array.from({ length: 7 }, (_, i) => `/assets/m${i}.js`);
    runStart({ rendered: true, preload: files.join(' ') });
    while (modules().length === 0) vi.advanceTimersToNextTimer();
    expect(prefetches()).toEqual(files.slice(0, 3));
    vi.advanceTimersToNextTimer();
    expect(prefetches()).toEqual(files.slice(0, 6));
    vi.runAllTimers();
    expect(prefetches()).toEqual(files);
    expect(modules()).toEqual(['/assets/index-abc.js']);
  });

  it('started by the visitor, preloads every module at once', () => {
    const files = Array.from({ length: 7 }, (_, i) => `/assets/m${i}.js`);
    runStart({ rendered: true, preload: files.join(' ') });
    window.dispatchEvent(new Event('pointerdown'));
    expect(preloads()).toEqual(files);
  });

  it('starts at the first key press, touch or focus if that comes sooner, and only once', () => {
    runStart({ rendered: true });
    window.dispatchEvent(new FocusEvent('focusin'));
    expect(modules()).toEqual(['/assets/index-abc.js']);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.runAllTimers();
    expect(modules()).toEqual(['/assets/index-abc.js']);
    expect(preloads()).toHaveLength(2);
    expect(prefetches()).toEqual([]);
  });

  it('for a visitor saving data, loads no script for reading: only a touch, key press or focus starts it', () => {
    runStart({ rendered: true, saveData: true });
    vi.runAllTimers();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(modules()).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    expect(modules()).toEqual(['/assets/index-abc.js']);
  });

  it('for a browser that prefers reduced data, waits the same way', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-data: reduce)' }));
    runStart({ rendered: true });
    vi.runAllTimers();
    expect(modules()).toEqual([]);
    window.dispatchEvent(new Event('touchstart'));
    expect(modules()).toEqual(['/assets/index-abc.js']);
  });
});
