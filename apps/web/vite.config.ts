import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { blogs } from './src/content/blogs.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { saveDataStart } from './vite-plugins/save-data-start.ts';

// react-router ships its development build by default (extra warnings, bigger); use its production build
// when building for production.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// zod, with its eval-based JIT off before any schema runs (the server's CSP forbids eval).
const zodJitless = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

/**
 * The public pages the app itself knows (for the sitemap): written to `site-pages.json` in the build,
 * where the server reads it and adds a page per bike from the database.
 */
function sitePages(): Plugin {
  return {
    name: 'bond:site-pages',
    apply: 'build',
    generateBundle() {
      const pages = [
        '/',
        '/allbikes',
        '/about',
        '/contact',
        '/login',
        '/register',
        ...blogs.map((blog) => `/blogs/${blog.slug}`),
      ];
      this.emitFile({ type: 'asset', fileName: 'site-pages.json', source: `${JSON.stringify({ pages })}\n` });
    },
  };
}

/** Where the dev server's proxy finds the API (scripts/dev.mjs sets it). */
const apiUrl = process.env.BOND_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), sitePages(), saveDataStart(), precompress()],
  // CONTACT_MAIL_ENDPOINT and CONTACT_MAIL_PUBLIC_KEY (the optional e-mail provider of the contact form,
  // docs/product/messages.md#contact-messages) are read from the environment at build time, like VITE_ variables.
  envPrefix: ['VITE_', 'CONTACT_MAIL_'],
  resolve: {
    alias: [
      { find: /^zod$/, replacement: zodJitless },
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    // npm run dev (scripts/dev.mjs) names the API; /media is the web app's own public folder.
    proxy: {
      '/api': { target: apiUrl, changeOrigin: false },
      '/aamarpay': { target: apiUrl, changeOrigin: false },
    },
  },
  preview: {
    port: 4174,
    proxy: { '/api': { target: apiUrl, changeOrigin: false } },
  },
  // The server's renderer (src/boot/render.tsx, built to dist-server/ by `npm run build`): the contract is
  // TypeScript source, so it is bundled; the libraries are Node's to load.
  ssr: { noExternal: ['@bond/contract'] },
  build: {
    target: 'es2022',
    // The public folder is the browser build's; the renderer needs none of it.
    copyPublicDir: !isSsrBuild,
    // The budget for `/` is JS + CSS gzip; keep an eye on big chunks.
    chunkSizeWarningLimit: 250,
    assetsInlineLimit: 0,
  },
}));
