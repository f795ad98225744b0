import { describe, expect, it } from 'vitest';
import { formatSummary, originOf, selfTimes, summarise } from './cpuprofile-top.mjs';

const frame = (functionName, url, lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0 });
/** Root, idle, a package's function, one of ours, and Node's own; samples 1 ms apart. */
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', '') },
    { id: 2, callFrame: frame('(idle)', '') },
    { id: 3, callFrame: frame('parseDirectives', 'file:///repo/node_modules/helmet/index.cjs', 43) },
    { id: 4, callFrame: frame('respond', 'file:///repo/apps/api/dist/main.js', 9) },
    { id: 5, callFrame: frame('setHeader', 'node:_http_outgoing', 652) },
  ],
  samples: [2, 3, 3, 4, 3, 5, 2, 2],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('cpuprofile-top', () => {
  it('gives each node the time of its samples, after the skipped start', () => {
    expect(selfTimes(profile)).toEqual(
      new Map([
        [2, 3],
        [3, 3],
        [4, 1],
        [5, 1],
      ]),
    );
    expect(selfTimes(profile, 4).get(3)).toBe(1);
  });

  it('names where code comes from', () => {
    expect(originOf('file:///r/node_modules/@fastify/helmet/index.js', 'f', '/r')).toBe('pkg:@fastify/helmet');
    expect(originOf('file:///r/node_modules/a/node_modules/b/x.js', 'f', '/r')).toBe('pkg:b');
    expect(originOf('node:internal/http', 'f', '/r')).toBe('node:');
    expect(originOf('', '(garbage collector)', '/r')).toBe('(garbage collector)');
    expect(originOf('file:///r/apps/api/src/app.ts', 'f', '/r')).toBe('apps/api/src/app.ts');
  });

  it('ranks functions and origins by self time, following a source map of ours', () => {
    const mapSource = (url, line) =>
      url.endsWith('dist/main.js') ? { url: 'file:///repo/apps/api/src/catalog.ts', line: line + 100 } : null;
    const summary = summarise(profile, { root: '/repo', mapSource });
    expect(summary.totalMs).toBe(8);
    expect(summary.functions.map((f) => [f.name, f.ms])).toEqual([
      ['(idle)', 3],
      ['parseDirectives pkg:helmet:44', 3],
      ['respond apps/api/src/catalog.ts:110', 1],
      ['setHeader node::653', 1],
    ]);
    expect(summary.origins[1]).toEqual({ name: 'pkg:helmet', ms: 3, share: 0.375 });
    expect(formatSummary(summary, 1)).toContain(' 37.5 %        3 ms  (idle)');
  });
});
