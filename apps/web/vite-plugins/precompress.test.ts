import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir (the build’s files, compressed once)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bond-precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip file beside each text file, in every folder, that decode to it', () => {
    const script = `export const words = ${JSON.stringify('bike '.repeat(1000))};`;
    const picture = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'media', 'bikes'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'media', 'bikes', 'fzs.svg'), picture);

    expect(precompressDir(dir)).toBe(2);
    const brotli = readFileSync(join(dir, 'assets', 'index-abc.js.br'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'media', 'bikes', 'fzs.svg.br'))).toString()).toBe(picture);
  });

  it('leaves small files, pictures already compressed and the server’s template as they are', () => {
    writeFileSync(join(dir, 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'banner.webp'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Bond</p>'.repeat(500)}`);
    expect(precompressDir(dir)).toBe(0);
    for (const name of ['tiny.js', 'banner.webp', 'index.html'])
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
  });
});
