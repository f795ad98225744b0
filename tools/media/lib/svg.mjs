// Small helpers shared by the media generators: palette, SVG document wrapper, shapes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const MEDIA = join(ROOT, 'apps', 'web', 'public', 'media');

export const P = {
  brand: '#0f766e',
  brandDark: '#115e59',
  brandDeep: '#134e4a',
  brandLight: '#14b8a6',
  mint: '#ccfbf1',
  mintSoft: '#f0fdfa',
  amber: '#f59e0b',
  amberDark: '#d97706',
  amberLight: '#fde68a',
  cream: '#fef3c7',
  coral: '#f97316',
  ink: '#1f2937',
  inkSoft: '#374151',
  slate: '#64748b',
  steel: '#94a3b8',
  silver: '#cbd5e1',
  cloud: '#f1f5f9',
  white: '#ffffff',
  sky: '#bae6fd',
  leaf: '#22c55e',
  leafDark: '#15803d',
  red: '#dc2626',
};

export const FONT = "font-family='system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif'";

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Wrap body markup in a complete, self-contained SVG document. */
export function svgDoc({ w, h, title, body, defs = '' }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${esc(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

/** Write a file under the media folder (or an absolute path) and report its size. */
export function save(path, content) {
  const file = path.startsWith('/') ? path : join(MEDIA, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  const kb = Buffer.byteLength(content) / 1024;
  const flag = kb > 25 ? '  !! over 25 KB' : kb > 12 ? '  (over 12 KB target)' : '';
  console.log(`${relative(ROOT, file)}  ${kb.toFixed(1)} KB${flag}`);
  return file;
}

export const r1 = (n) => Math.round(n * 10) / 10;
export const rad = (deg) => (deg * Math.PI) / 180;

/** Point on a circle, angle in degrees (0 = right, 90 = down, SVG orientation). */
export const pt = (cx, cy, r, deg) => [r1(cx + r * Math.cos(rad(deg))), r1(cy + r * Math.sin(rad(deg)))];

/** Arc path from angle a0 to a1 (degrees, increasing = clockwise on screen). */
export function arc(cx, cy, r, a0, a1) {
  const [x0, y0] = pt(cx, cy, r, a0);
  const [x1, y1] = pt(cx, cy, r, a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${x0},${y0}A${r},${r} 0 ${large} ${sweep} ${x1},${y1}`;
}

export const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}="${v}"`)
    .join('');

export const path = (d, fill, extra = {}) => `<path d="${d}"${attrs({ fill, ...extra })}/>`;
export const circle = (cx, cy, r, fill, extra = {}) =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}"${attrs({ fill, ...extra })}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}"${attrs({ fill, ...extra })}/>`;
export const rect = (x, y, w, h, fill, extra = {}) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${attrs({ fill, ...extra })}/>`;
export const line = (x1, y1, x2, y2, stroke, width, extra = {}) =>
  `<path d="M${r1(x1)},${r1(y1)}L${r1(x2)},${r1(y2)}"${attrs({ stroke, strokeWidth: width, strokeLinecap: 'round', ...extra })}/>`;
export const poly = (pts, fill, extra = {}) => path('M' + pts.map((p) => p.join(',')).join('L') + 'Z', fill, extra);
export const g = (inner, extra = {}) => `<g${attrs(extra)}>${inner}</g>`;
export const text = (x, y, s, extra = {}) => `<text x="${x}" y="${y}" ${FONT}${attrs(extra)}>${esc(s)}</text>`;
export const linGrad = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
  '</linearGradient>';
