import type { Plugin } from 'vite';

/**
 * How the app's code starts (docs/decisions/026). For most visitors, at once: the entry module and the
 * modules it imports are asked for as soon as the page's end is parsed. A visitor who asks to save data (the
 * server's `data-save-data` mark from the `Save-Data` header, `navigator.connection.saveData`, or
 * `prefers-reduced-data`) can read a page the server rendered and follow its links without any script, so
 * there the code comes only at the first touch, key press or focus: a visit that only reads costs no script.
 *
 * The script reads the entry and its imports from its own `data-src` and `data-preload`, so its text never
 * changes and the server allows it by its hash in the content security policy.
 */
export const START_SCRIPT = `(function () {
  var me = document.currentScript;
  var firstInput = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  function start() {
    firstInput.forEach(function (type) { removeEventListener(type, start, true); });
    (me.getAttribute('data-preload') || '').split(' ').filter(Boolean).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-src');
    document.head.appendChild(script);
  }
  var readable = !!document.getElementById('bond-state');
  var savesData =
    document.documentElement.hasAttribute('data-save-data') ||
    (navigator.connection && navigator.connection.saveData === true) ||
    matchMedia('(prefers-reduced-data: reduce)').matches;
  if (!readable || !savesData) return start();
  firstInput.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
})();`;

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with the entry's `<script type="module">` and its `modulepreload` links (Vite puts
 * them in the head) replaced by the start script at the end of the body.
 */
export function withStartScript(html: string): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry module script to start the app with');
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]);
  const tag = `<script id="bond-start" data-src="${entry}" data-preload="${preloads.join(' ')}">${START_SCRIPT}</script>`;
  return html
    .replace(ENTRY_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(/(\s*)<\/body>/, `$1  ${tag}$1</body>`);
}

/** The build's index.html starts the app with the start script (see `START_SCRIPT`). */
export function saveDataStart(): Plugin {
  return {
    name: 'bond:save-data-start',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withStartScript },
  };
}
