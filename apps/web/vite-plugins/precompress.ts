import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** The files worth compressing: text the server sends as it is (index.html is the server's template). */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml)$/;
/** Below this, the saving does not pay for the encoding headers. */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `<file>.br` (brotli at its best) and `<file>.gz` (gzip at its best) beside each compressible file of
 * `dir`, and returns how many files it compressed. The server sends them as they are (`preCompressed` of
 * @fastify/static): no compressing per request, and smaller than the quick compression a server can afford
 * per request.
 */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The browser build's files, compressed once at build time (see `precompressDir`). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bond:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config.build.ssr) return;
      precompressDir(config.build.outDir);
    },
  };
}
