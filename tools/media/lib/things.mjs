// Small illustrated objects used by blog and offer pictures: helmet, glove, wrench, gear, chain, leaf, etc.
import { P, circle, path, r1 } from './svg.mjs';

const T = (x, y, s, rot = 0) =>
  `transform="translate(${r1(x)},${r1(y)})${rot ? ` rotate(${rot})` : ''}${s !== 1 ? ` scale(${s})` : ''}"`;

/** Full-face helmet, side view facing right, centred near (0,0), about 160 wide. */
export function helmet(x, y, s, color = P.brand, o = {}) {
  const { visor = '#1e293b', stripe = P.amber, rot = 0 } = o;
  return (
    `<g ${T(x, y, s, rot)}>` +
    path(
      'M-78,30C-86,-40 -30,-82 22,-78C66,-74 86,-34 84,8L80,40C70,52 40,56 -4,54L-66,50C-76,46 -78,40 -78,30Z',
      color,
    ) +
    path('M6,-30C36,-36 70,-28 82,-6L80,18C60,14 30,12 4,10C-4,-2 -4,-22 6,-30Z', visor) +
    path('M20,-24C40,-26 58,-22 70,-12', 'none', {
      stroke: '#fff',
      strokeWidth: 5,
      strokeOpacity: 0.5,
      strokeLinecap: 'round',
    }) +
    path('M-64,-24C-44,-60 0,-70 30,-62', 'none', { stroke: stripe, strokeWidth: 10, strokeLinecap: 'round' }) +
    path('M-70,44L76,40', 'none', { stroke: '#0f172a', strokeWidth: 8, strokeOpacity: 0.3, strokeLinecap: 'round' }) +
    circle(-20, 12, 8, '#0f172a', { opacity: 0.25 }) +
    '</g>'
  );
}

/** Riding glove, fingers up, about 90x130. */
export function glove(x, y, s, color = P.ink, o = {}) {
  const { cuff = P.amber, rot = 0 } = o;
  let f = '';
  [
    [-30, -40, 52],
    [-10, -56, 68],
    [10, -52, 64],
    [28, -36, 48],
  ].forEach(([fx, fy, h]) => (f += `M${fx - 9},${fy + h - 20}V${fy}a9,9 0 0 1 18,0V${fy + h - 20}Z`));
  return (
    `<g ${T(x, y, s, rot)}>` +
    path(f, color) +
    path('M-40,0C-42,-20 40,-20 38,0L36,40C30,54 -30,54 -36,40Z', color) +
    path('M-38,-6C-54,-20 -66,-10 -58,4L-36,26Z', color) +
    path('M-36,44h72v28h-72z', cuff) +
    path('M-20,6h40M-20,18h40', 'none', {
      stroke: '#fff',
      strokeWidth: 3,
      strokeOpacity: 0.35,
      strokeLinecap: 'round',
    }) +
    '</g>'
  );
}

/** Open-ended wrench lying along +x, about 260 long. */
export function wrench(x, y, s, rot = 0, color = '#94a3b8', bg = '#fff') {
  return (
    `<g ${T(x, y, s, rot)}>` +
    path('M-110,-12h200v24h-200z', color) +
    path('M-130,0a28,28 0 1 1 0,0.1Z', color) +
    circle(-130, 0, 12, 'none', { stroke: '#64748b', strokeWidth: 4 }) +
    path('M92,-30a34,34 0 1 1 0,60a34,34 0 0 1 0,-60Z', color) +
    path('M100,-14h40v28h-40z', bg) +
    path('M-90,-4h160', 'none', { stroke: '#fff', strokeWidth: 4, strokeOpacity: 0.4, strokeLinecap: 'round' }) +
    '</g>'
  );
}

/** Gear with n teeth. */
export function gear(cx, cy, r, n, color, hole = '#fff') {
  let d = '';
  for (let i = 0; i < n * 2; i++) {
    const a0 = (i * Math.PI) / n;
    const a1 = ((i + 1) * Math.PI) / n;
    const rr = i % 2 ? r : r + r * 0.18;
    const p0 = [cx + rr * Math.cos(a0 + 0.06), cy + rr * Math.sin(a0 + 0.06)];
    const p1 = [cx + rr * Math.cos(a1 - 0.06), cy + rr * Math.sin(a1 - 0.06)];
    d += `${i ? 'L' : 'M'}${r1(p0[0])},${r1(p0[1])}L${r1(p1[0])},${r1(p1[1])}`;
  }
  return (
    path(d + 'Z', color) +
    circle(cx, cy, r * 0.38, hole) +
    circle(cx, cy, r * 0.62, 'none', { stroke: '#fff', strokeWidth: 3, strokeOpacity: 0.3 })
  );
}

/** Leaf pointing along rot degrees. */
export function leaf(x, y, s, rot, color = P.leaf) {
  return (
    `<g ${T(x, y, s, rot)}>` +
    path('M0,0C20,-26 60,-30 90,0C60,30 20,26 0,0Z', color) +
    path('M4,0Q46,-4 84,0', 'none', { stroke: '#fff', strokeWidth: 2.5, strokeOpacity: 0.5, strokeLinecap: 'round' }) +
    '</g>'
  );
}

/** Map pin centred horizontally on x, tip at y. */
export function pin(x, y, s, color = P.brand, dot = '#fff') {
  return (
    `<g ${T(x, y, s)}>` +
    path('M0,0C-8,-18 -28,-34 -28,-56a28,28 0 0 1 56,0C28,-34 8,-18 0,0Z', color) +
    circle(0, -56, 11, dot) +
    '</g>'
  );
}

/** Lightning bolt, about 40x64, top-left at (x,y). */
export function bolt(x, y, s, color = P.amber) {
  return `<g ${T(x, y, s)}>` + path('M26,0L0,36H18L12,64L40,24H22Z', color) + '</g>';
}

/** Star / sparkle. */
export function sparkle(x, y, r, color = P.amber) {
  return path(
    `M${x},${y - r}Q${x},${y} ${x + r},${y}Q${x},${y} ${x},${y + r}Q${x},${y} ${x - r},${y}Q${x},${y} ${x},${y - r}Z`,
    color,
  );
}
