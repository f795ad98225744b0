import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts', 'bench/**/*.test.mjs'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
