// Reusable scenery: Dhaka-style skyline, trees, palms, clouds, rickshaw, road.
import { P, circle, path, r1 } from './svg.mjs';

/** Small deterministic random generator so every run draws the same pictures. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Skyline silhouette from x0 to x0+width standing on baseY, as one path d string.
 * Includes towers, stepped blocks, mosque domes with minarets and water tanks.
 * Returns { d, windows } where windows is a list of [x,y] for small window squares.
 */
export function skyline(x0, width, baseY, seed, o = {}) {
  const { minH = 50, maxH = 190, minW = 34, maxW = 96, mosqueEvery = 5, windowRate = 0 } = o;
  const R = rng(seed);
  let d = '';
  const windows = [];
  let x = x0;
  let i = 0;
  while (x < x0 + width) {
    const w = Math.min(x0 + width - x, Math.round(minW + R() * (maxW - minW)));
    if (w < 14) break;
    const h = Math.round(minH + R() * (maxH - minH));
    const top = baseY - h;
    i++;
    if (i % mosqueEvery === 0 && w > 50) {
      // mosque: low hall, dome, two minarets
      const hall = Math.round(h * 0.35 + 24);
      const ht = baseY - hall;
      const cx = x + w / 2;
      const dr = Math.min(w * 0.3, 26);
      d += `M${x + 8},${baseY}V${ht}H${x + w - 8}V${baseY}Z`;
      d += `M${r1(cx - dr)},${ht}A${r1(dr)},${r1(dr * 1.1)} 0 0 1 ${r1(cx + dr)},${ht}Z`;
      d += `M${r1(cx - 1.5)},${r1(ht - dr * 1.1)}v-12h3v12Z`;
      for (const mx of [x + 2, x + w - 8]) {
        const mt = ht - dr * 1.6;
        d += `M${mx},${baseY}V${r1(mt)}h6V${baseY}Z M${mx - 1},${r1(mt)}l4,-12l4,12Z`;
      }
    } else {
      const kind = R();
      d += `M${x},${baseY}V${top}H${x + w}V${baseY}Z`;
      if (kind < 0.25) d += `M${r1(x + w * 0.3)},${top}v-${Math.round(10 + R() * 30)}h2v${0}V${top}Z`;
      else if (kind < 0.45) d += `M${r1(x + w * 0.15)},${top}V${top - 14}H${r1(x + w * 0.75)}V${top}Z`;
      else if (kind < 0.55)
        d += `M${r1(x + w * 0.55)},${top}v-10h14v10Z M${r1(x + w * 0.55 + 2)},${top - 10}v-10h10v10Z`;
      if (windowRate) {
        for (let wy = top + 12; wy < baseY - 16; wy += 18) {
          for (let wx = x + 8; wx < x + w - 10; wx += 14) if (R() < windowRate) windows.push([wx, wy]);
        }
      }
    }
    x += w + Math.round(R() * 10);
  }
  return { d, windows };
}

/** Round-canopy tree as path d (trunk drawn separately by caller colour). */
export function treeD(x, y, s) {
  const c = (cx, cy, r) =>
    `M${r1(cx - r)},${r1(cy)}a${r1(r)},${r1(r)} 0 1 0 ${r1(2 * r)},0a${r1(r)},${r1(r)} 0 1 0 ${r1(-2 * r)},0Z`;
  return (
    c(x, y - 40 * s, 24 * s) +
    c(x - 18 * s, y - 28 * s, 18 * s) +
    c(x + 18 * s, y - 28 * s, 18 * s) +
    `M${r1(x - 3 * s)},${y}V${r1(y - 30 * s)}h${r1(6 * s)}V${y}Z`
  );
}

/** Coconut palm as path d (filled silhouette). */
export function palmD(x, y, s, lean = 1) {
  const t = (a, b) => `${r1(x + a * s * lean)},${r1(y + b * s)}`;
  let d = `M${t(-3, 0)}C${t(-2, -40)} ${t(4, -70)} ${t(12, -96)}L${t(17, -95)}C${t(10, -70)} ${t(4, -40)} ${t(4, 0)}Z`;
  const top = [x + 14 * s * lean, y - 96 * s];
  const fr = [
    [-40, 4],
    [-30, -12],
    [30, -14],
    [42, 4],
    [-10, -22],
    [14, -24],
  ];
  for (const [dx, dy] of fr) {
    const ex = top[0] + dx * s;
    const ey = top[1] + dy * s + 18 * s;
    const mx = top[0] + dx * s * 0.5;
    const my = top[1] + dy * s - 6 * s;
    d += `M${r1(top[0])},${r1(top[1])}Q${r1(mx)},${r1(my - 6 * s)} ${r1(ex)},${r1(ey)}Q${r1(mx)},${r1(my + 4 * s)} ${r1(top[0])},${r1(top[1] + 4 * s)}Z`;
  }
  return d;
}

export function cloudD(x, y, s) {
  return `M${r1(x)},${r1(y)}h${r1(120 * s)}a${r1(20 * s)},${r1(20 * s)} 0 0 0 -${r1(26 * s)},-${r1(24 * s)}a${r1(30 * s)},${r1(30 * s)} 0 0 0 -${r1(52 * s)},-${r1(10 * s)}a${r1(22 * s)},${r1(22 * s)} 0 0 0 -${r1(38 * s)},${r1(14 * s)}a${r1(12 * s)},${r1(12 * s)} 0 0 0 -${r1(4 * s)},${r1(20 * s)}Z`;
}

/** Cycle rickshaw (side view, facing right) with a driver; x,y = ground under rear wheel; s = scale. */
export function rickshaw(x, y, s, o = {}) {
  const { hood = P.red, body = P.brand, shirt = '#f8fafc', rot = 0 } = o;
  const T = (px, py) => `${r1(x + px * s)},${r1(y + py * s)}`;
  const wheelR = 34 * s;
  let out = '';
  const wheel = (cx, cy, r) => {
    let sp = '';
    for (let i = 0; i < 8; i++) {
      const a = ((rot + i * 45) * Math.PI) / 180;
      sp += `M${r1(cx)},${r1(cy)}l${r1(Math.cos(a) * r)},${r1(Math.sin(a) * r)}`;
    }
    return (
      circle(cx, cy, r, 'none', { stroke: P.ink, strokeWidth: r1(5 * s) }) +
      path(sp, 'none', { stroke: P.slate, strokeWidth: r1(1.5 * s) })
    );
  };
  out += wheel(x, y - wheelR, wheelR);
  const stroke = (d, c, w) =>
    path(d, 'none', { stroke: c, strokeWidth: r1(w * s), strokeLinecap: 'round', strokeLinejoin: 'round' });
  out += stroke(
    `M${T(36, -58)}L${T(96, -44)}L${T(124, -22)}M${T(92, -44)}L${T(92, -80)}M${T(124, -22)}L${T(112, -98)}`,
    P.ink,
    5,
  );
  out += stroke(`M${T(84, -82)}h${r1(16 * s)}M${T(104, -99)}h${r1(14 * s)}`, P.ink, 6);
  // carriage, seat, folding hood with ribs
  out += path(`M${T(-34, -54)}L${T(40, -54)}L${T(44, -92)}L${T(-30, -92)}Z`, body);
  out += stroke(`M${T(40, -58)}L${T(72, -54)}`, P.ink, 5);
  out += path(`M${T(-32, -96)}L${T(42, -96)}L${T(44, -108)}L${T(-32, -108)}Z`, P.amber);
  out += path(
    `M${T(-38, -104)}L${T(-40, -150)}Q${T(-36, -188)} ${T(4, -188)}Q${T(42, -186)} ${T(48, -150)}L${T(44, -104)}Z`,
    hood,
  );
  out += stroke(
    `M${T(-24, -178)}Q${T(-4, -150)} ${T(-6, -104)}M${T(14, -184)}Q${T(24, -150)} ${T(20, -104)}`,
    P.amberLight,
    4,
  );
  // driver
  out += stroke(`M${T(92, -86)}L${T(116, -66)}L${T(108, -28)}`, '#334155', 9);
  out += stroke(`M${T(92, -88)}L${T(104, -132)}`, shirt, 20);
  out += stroke(`M${T(104, -126)}L${T(116, -100)}`, shirt, 7);
  out += circle(x + 110 * s, y - 150 * s, 11 * s, '#92400e');
  out += path(`M${T(98, -152)}a${r1(12 * s)},${r1(12 * s)} 0 0 1 ${r1(24 * s)},0Z`, '#f8fafc');
  out += wheel(x + 124 * s, y - 22 * s, 22 * s);
  return out;
}
