import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// react-router ships its development build by default (extra warnings, bigger); use its production build
// when building for production.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// zod, with its eval-based JIT off before any schema runs (the server's CSP forbids eval).
const zodJitless = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^zod$/, replacement: zodJitless },
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    port: 4174,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // The budget for `/` is JS + CSS gzip; keep an eye on big chunks.
    chunkSizeWarningLimit: 250,
    assetsInlineLimit: 0,
  },
}));
