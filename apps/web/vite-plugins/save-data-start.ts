import type { IndexHtmlTransformContext, Plugin } from 'vite';

/**
 * How the app's code starts (issue 13). A page the server rendered is readable without any JavaScript, so
 * its code must not compete with the page for a slow phone's connection and processor: it is asked for once
 * the page has loaded and painted (or at the visitor's first touch, key press or focus, if that comes
 * sooner). A visitor who asks to save data (the server's `data-save-data` mark from the `Save-Data` header,
 * `navigator.connection.saveData`, or `prefers-reduced-data`) reads and follows links on the rendered page
 * without it, so the code comes only at that first touch, key press or focus: a visit that only reads costs
 * no script at all. A page the server did not render (the dashboards, or the frame when rendering failed)
 * has nothing to show until its code runs, so its code is asked for at once.
 *
 * The script reads the entry module and the modules it imports from its own `data-src` and `data-preload`,
 * so its text never changes and the server allows it by its hash in the content security policy. Started by
 * a touch, key or focus, or on a page with nothing to read yet, the modules are preloaded (fetched and
 * compiled at once, the visitor is waiting); started after the paint, they are prefetched, a few links a
 * task, which fetches them without compiling them all at once: on a phone with few cores, that compiling and
 * twenty requests started in one task held the page's main thread for long (measured with
 * `npm run bench:web`).
 */
export const APP_START_SCRIPT = `(function () {
  var me = document.currentScript;
  var started = false;
  var early = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  var rendered = !!document.getElementById('bond-state');
  function start(input) {
    if (started) return;
    started = true;
    early.forEach(function (type) { removeEventListener(type, start, true); });
    var hrefs = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    var waiting = !rendered || input;
    function ask(from) {
      hrefs.slice(from, waiting ? hrefs.length : from + 3).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = waiting ? 'modulepreload' : 'prefetch';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      if (!waiting && from + 3 < hrefs.length) setTimeout(function () { ask(from + 3); }, 0);
    }
    ask(0);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-src');
    document.head.appendChild(script);
  }
  function afterPaint() {
    if (document.visibilityState !== 'visible') return start();
    requestAnimationFrame(function () { setTimeout(function () { start(); }, 0); });
  }
  if (!rendered) return start();
  early.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  var savesData =
    document.documentElement.hasAttribute('data-save-data') ||
    (navigator.connection && navigator.connection.saveData === true) ||
    matchMedia('(prefers-reduced-data: reduce)').matches;
  if (savesData) return;
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();`;

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with the entry's `<script type="module">` and its `modulepreload` links (Vite puts
 * them in the head) replaced by the app-start script at the end of the body.
 */
export function withAppStart(html: string, startModules: readonly string[] = []): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry module script to start the app with');
  const preloads = [...new Set([...[...html.matchAll(PRELOAD_TAG)].map((match) => match[1]), ...startModules])];
  const tag = `<script id="bond-start" data-src="${entry}" data-preload="${preloads.join(' ')}">${APP_START_SCRIPT}</script>`;
  return html
    .replace(ENTRY_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(/(\s*)<\/body>/, `$1  ${tag}$1</body>`);
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * The files the entry module loads by `import()` as it starts (`main.tsx` evaluates the app a library at a
 * time), with everything they import: fetched together at start rather than one after another. The entry's
 * dynamic imports are its start steps only; the pages it loads later are imported by the routes' chunk.
 */
export function startModules(entryFile: string, bundle: Bundle): string[] {
  const entry = bundle[entryFile];
  if (entry?.type !== 'chunk') return [];
  const found = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (found.has(file) || chunk?.type !== 'chunk') return;
    found.add(file);
    chunk.imports.forEach(visit);
  };
  [...entry.imports, ...entry.dynamicImports].forEach(visit);
  return [...found].map((file) => `/${file}`);
}

/** The build's index.html starts the app with the app-start script (see `APP_START_SCRIPT`). */
export function appStart(): Plugin {
  return {
    name: 'bond:app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        withAppStart(html, context.chunk && context.bundle ? startModules(context.chunk.fileName, context.bundle) : []),
    },
  };
}
