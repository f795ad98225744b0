// Bundles the API (and the shared contract) into dist/; npm packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Bare imports are npm packages, except the workspace contract, which is TypeScript source.
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@bond/') ? undefined : { external: true }));
      },
    },
  ],
});
