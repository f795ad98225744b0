// Parametric side-view motorbike / scooter drawing (bike faces right, 640x480 space).
import { P, arc, circle, ellipse, g, line, path, pt, r1 } from './svg.mjs';

const TIRE = '#111827';
const DARK = '#1f2937';
const CHROME = '#d1d5db';
const METAL = '#6b7280';
const LAMP = '#fef3c7';
const TAIL = '#ef4444';

/** A wheel: tyre, rim, spokes, optional brake disc. rot turns the spokes (degrees). */
export function wheel(cx, cy, R, o = {}) {
  const { rim = DARK, spokes = 'y5', disc = true, rot = 0, hub = 0 } = o;
  let s = circle(cx, cy, R, TIRE);
  s += circle(cx, cy, R - 5, 'none', { stroke: '#374151', strokeWidth: 2 });
  s += circle(cx, cy, R - 13, 'none', { stroke: rim, strokeWidth: 5 });
  let sp = '';
  if (spokes === 'wire') {
    for (let i = 0; i < 18; i++) {
      const a = rot + i * 20;
      const [x0, y0] = pt(cx, cy, 9, a + (i % 2 ? 40 : -40));
      const [x1, y1] = pt(cx, cy, R - 14, a);
      sp += `M${x0},${y0}L${x1},${y1}`;
    }
    s += path(sp, 'none', { stroke: CHROME, strokeWidth: 1.6 });
  } else {
    const n = spokes === 'y3' ? 3 : spokes === 'y6' ? 6 : 5;
    for (let i = 0; i < n; i++) {
      const a = rot + (i * 360) / n;
      const [x0, y0] = pt(cx, cy, 10, a);
      if (spokes === 'y5' || spokes === 'y3') {
        const [xa, ya] = pt(cx, cy, R - 14, a - 9);
        const [xb, yb] = pt(cx, cy, R - 14, a + 9);
        const [xm, ym] = pt(cx, cy, R * 0.55, a);
        sp += `M${x0},${y0}L${xm},${ym}L${xa},${ya}M${xm},${ym}L${xb},${yb}`;
      } else {
        const [x1, y1] = pt(cx, cy, R - 14, a);
        sp += `M${x0},${y0}L${x1},${y1}`;
      }
    }
    s += path(sp, 'none', { stroke: rim, strokeWidth: 4.5, strokeLinejoin: 'round', strokeLinecap: 'round' });
  }
  if (disc) {
    s += circle(cx, cy, R * 0.42, 'none', { stroke: '#9ca3af', strokeWidth: R * 0.16, strokeOpacity: 0.9 });
  }
  s += circle(cx, cy, hub || 11, '#9ca3af') + circle(cx, cy, 4, '#4b5563');
  return g(s);
}

function fender(cx, cy, r, a0, a1, color, w = 10) {
  return path(arc(cx, cy, r, a0, a1), 'none', { stroke: color, strokeWidth: w, strokeLinecap: 'round' });
}

function shock(x0, y0, x1, y1, spring) {
  let s = line(x0, y0, x1, y1, '#4b5563', 6);
  const n = 7;
  let d = '';
  for (let i = 1; i <= n; i++) {
    const t = 0.2 + (i / (n + 1)) * 0.6;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t;
    d += `M${r1(x - 6)},${r1(y)}l12,-3`;
  }
  s += path(d, 'none', { stroke: spring, strokeWidth: 4, strokeLinecap: 'round' });
  return s;
}

function motorbike(b, rot) {
  const ol = b.outline ? { stroke: b.outline, strokeWidth: 2, strokeLinejoin: 'round' } : {};
  const RA = [175, 350];
  const FA = [468, 350];
  const R = 66;
  const sport = b.style === 'sport';
  const commuter = b.style === 'commuter';
  const frame = b.frame || DARK;
  let s = '';

  // wheels
  s += wheel(RA[0], RA[1], R, { rim: b.rim, spokes: b.spokes || 'y5', rot, disc: !commuter || b.rearDisc });
  s += wheel(FA[0], FA[1], R, { rim: b.rim, spokes: b.spokes || 'y5', rot: rot + 17, disc: true });
  // brake caliper
  s += path('M486,318l14,8l-6,12l-14,-8z', b.caliper || '#b91c1c');

  // rear fender / hugger
  if (commuter) s += fender(RA[0], RA[1], R + 7, 185, 275, b.body2 || DARK, 9);
  else s += fender(RA[0], RA[1], R + 6, 235, 290, DARK, 7);

  // swingarm + chain
  s += path('M322,306L182,338L178,362L326,330Z', b.swingarm || DARK);
  s += circle(326, 318, 9, METAL);
  s += path('M330,306L175,328M330,330L175,372', 'none', { stroke: '#52525b', strokeWidth: 3 });
  s += circle(RA[0], RA[1], 24, 'none', { stroke: '#52525b', strokeWidth: 3 });
  if (commuter) s += path('M334,304L190,322C178,324 176,334 186,336L334,318Z', b.body2 || DARK);

  // rear suspension
  if (commuter) s += shock(215, 226, 192, 338, CHROME);
  else s += shock(300, 246, 268, 318, b.spring || P.amber);

  // frame (visible trellis / tubes)
  if (b.style === 'naked') {
    s += path('M424,206L336,246L318,312M424,222L372,300L330,316M336,246L372,300M336,246L238,226', 'none', {
      stroke: frame,
      strokeWidth: 8,
      strokeLinejoin: 'round',
      strokeLinecap: 'round',
    });
  } else if (commuter) {
    s += path('M424,206L350,262L330,318M350,262L232,228', 'none', {
      stroke: frame,
      strokeWidth: 9,
      strokeLinecap: 'round',
    });
  }

  // engine
  const eng = b.engine || '#4b5563';
  s += path('M300,286L326,262L398,262L410,298L396,338L318,342L296,322Z', eng);
  s += path('M342,266L392,262L404,214L354,218Z', b.cylinder || '#9ca3af');
  s += path('M350,230l50,-3M347,242l50,-3M344,254l50,-3', 'none', { stroke: eng, strokeWidth: 3.5 });
  s += circle(338, 306, 22, b.cover || '#9ca3af') + circle(338, 306, 12, 'none', { stroke: eng, strokeWidth: 3 });
  s += path('M384,300l18,10', 'none', { stroke: '#9ca3af', strokeWidth: 6, strokeLinecap: 'round' });

  // exhaust
  const ex = b.exhaust || 'short';
  if (ex === 'long') {
    s += path('M398,300C400,330 380,336 340,338L250,336', 'none', {
      stroke: CHROME,
      strokeWidth: 9,
      strokeLinecap: 'round',
    });
    s += path('M262,324L150,318C138,318 136,340 150,342L262,344Z', CHROME);
    s += path('M250,326L220,324L220,342L250,343Z', '#9ca3af');
  } else if (ex === 'under') {
    s += path('M398,300C402,336 392,352 360,356', 'none', { stroke: METAL, strokeWidth: 9, strokeLinecap: 'round' });
    s += path('M380,346L300,352L296,372L370,368C384,366 388,350 380,346Z', '#374151');
  } else {
    // short side can angled upward
    s += path('M398,300C402,336 380,344 320,344L270,334', 'none', {
      stroke: METAL,
      strokeWidth: 9,
      strokeLinecap: 'round',
    });
    s += path('M296,322L220,302L212,320L286,350C298,348 302,334 296,322Z', b.can || '#374151');
    s += path('M222,302l-8,18', 'none', { stroke: CHROME, strokeWidth: 5, strokeLinecap: 'round' });
  }

  // fork
  const fk = b.fork === 'usd' ? '#d4a017' : CHROME;
  const lw = b.fork === 'usd' ? DARK : '#9ca3af';
  s += path(sport ? 'M424,212L449,296' : 'M414,180L449,296', 'none', {
    stroke: fk,
    strokeWidth: b.fork === 'usd' ? 14 : 10,
  });
  s += path('M446,286L470,352', 'none', {
    stroke: lw,
    strokeWidth: b.fork === 'usd' ? 10 : 13,
    strokeLinecap: 'round',
  });

  // front fender
  s += fender(FA[0], FA[1], R + 7, sport ? 205 : 215, sport ? 285 : 300, b.fenderColor || b.body, 8);

  const body = b.body;
  const body2 = b.body2 || DARK;
  const seat = b.seat || DARK;

  if (sport) {
    // tail + seats
    s += path('M318,240L236,228L150,190L140,196L146,208L232,254L312,266Z', body);
    s += path('M150,194L178,206', 'none', { stroke: TAIL, strokeWidth: 6, strokeLinecap: 'round' });
    s += path('M232,242L310,248L312,262L236,254Z', body2);
    s += path('M238,222L312,228C318,232 316,240 308,242L240,238Z', seat);
    s += path('M176,202L236,218L236,228L186,214Z', seat);
    s += path('M170,214L146,262L158,264L182,220Z', DARK) + path('M128,256h34v20h-34z', '#e5e7eb');
    // tank
    s += path('M300,216C316,194 336,184 362,182L400,186C418,190 428,202 430,214L410,252L312,248Z', body);
    s += path('M330,198C350,190 380,190 402,196', 'none', {
      stroke: '#fff',
      strokeWidth: 5,
      strokeOpacity: 0.35,
      strokeLinecap: 'round',
    });
    // clip-on bar + mirror
    s += path('M430,200L404,206', 'none', { stroke: DARK, strokeWidth: 7, strokeLinecap: 'round' });
    s += path('M470,184L464,168', 'none', { stroke: DARK, strokeWidth: 4 }) + ellipse(460, 164, 12, 6, DARK);
    // windscreen
    s += path('M498,196C486,176 470,166 450,164L436,196Z', b.screen || '#64748b', { opacity: 0.85 });
    // fairing
    s += path(
      'M426,198L452,186C476,184 498,194 510,210L504,224C492,232 482,242 476,256L470,290C456,320 432,340 398,352L330,352L306,332L310,298C320,272 340,256 372,246Z',
      body,
    );
    s += path('M320,344L398,348C428,336 452,316 466,290L424,302L360,322Z', body2);
    s += path('M386,250L448,238L426,274L364,294Z', b.accent || body2);
    s += path('M338,276L374,264L358,302L328,308Z', DARK, { opacity: 0.85 });
    // headlights
    s += path('M506,212L480,218L476,228L500,224Z', LAMP);
    if (b.number) s += path('M322,320L360,308', 'none', { stroke: '#fff', strokeWidth: 4, strokeOpacity: 0.7 });
  } else if (commuter) {
    // side panel, seat, tail
    s += path('M240,226L318,228L322,270L250,268Z', body);
    s += path('M250,252L312,254', 'none', { stroke: b.accent || '#fff', strokeWidth: 4, strokeLinecap: 'round' });
    s += path('M150,212C146,222 150,234 162,236L240,240L236,214Z', body);
    s += path('M148,218l10,2l0,12l-10,-2z', TAIL);
    s += path('M180,196C200,190 300,194 334,204C342,208 340,220 330,222L186,220C176,218 172,200 180,196Z', seat);
    s += path('M160,212C166,200 176,198 190,200', 'none', { stroke: CHROME, strokeWidth: 5, strokeLinecap: 'round' });
    // tank
    s += path('M322,212C328,194 346,186 372,186L408,190C422,196 428,206 426,220L418,240L328,238Z', body);
    s += path('M344,212L408,210', 'none', { stroke: b.accent || '#fff', strokeWidth: 6, strokeLinecap: 'round' });
    s += path('M350,196C370,191 390,191 406,195', 'none', {
      stroke: '#fff',
      strokeWidth: 4,
      strokeOpacity: 0.4,
      strokeLinecap: 'round',
    });
    // headlight with visor, handlebar, mirror
    s += path('M416,186L408,152L380,148', 'none', {
      stroke: DARK,
      strokeWidth: 6,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    });
    s += path('M404,160L398,120', 'none', { stroke: DARK, strokeWidth: 3.5 }) + ellipse(396, 116, 12, 8, DARK);
    s += path('M432,186C452,180 470,190 474,206L438,222Z', body);
    s += circle(456, 212, 18, CHROME) + circle(458, 212, 13, LAMP);
    s += path('M446,236h-12', 'none', { stroke: P.amber, strokeWidth: 6, strokeLinecap: 'round' });
  } else {
    // naked / streetfighter
    s += path('M300,240L236,226L150,196L140,198L148,214L236,248L298,260Z', body2);
    s += path('M232,230L150,200', 'none', { stroke: body, strokeWidth: 7, strokeLinecap: 'round' });
    s += path('M146,202l14,6', 'none', { stroke: TAIL, strokeWidth: 6, strokeLinecap: 'round' });
    s += path('M172,206C180,196 200,198 236,206L306,214C312,218 310,226 302,228L236,226L176,214Z', seat);
    s += path('M166,214L146,262L158,264L180,220Z', DARK) + path('M128,256h34v20h-34z', '#e5e7eb');
    // tank with shroud
    s += path(
      'M300,214C312,190 334,178 362,176L402,180C418,184 430,196 432,210L424,242C398,250 340,250 304,242Z',
      body,
      ol,
    );
    s += path('M404,198L450,214L444,256L404,272L386,242Z', b.shroud || body, ol);
    s += path('M408,226L440,232L436,250L404,262Z', b.accent || body2);
    s += path('M330,192C350,184 380,184 404,190', 'none', {
      stroke: '#fff',
      strokeWidth: 5,
      strokeOpacity: 0.35,
      strokeLinecap: 'round',
    });
    if (b.stripe) s += path('M312,232L420,230', 'none', { stroke: b.stripe, strokeWidth: 6, strokeLinecap: 'round' });
    // bars + mirror
    s += path('M420,182L418,166L390,158', 'none', {
      stroke: DARK,
      strokeWidth: 7,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    });
    s += path('M410,166L402,126', 'none', { stroke: DARK, strokeWidth: 3.5 }) + ellipse(400, 122, 13, 8, DARK);
    // headlight
    if (b.headlight === 'round') {
      s += circle(458, 214, 20, DARK) + circle(460, 214, 14, LAMP);
    } else {
      s += path('M432,190L466,198L476,222L462,244L438,236Z', b.cowl || DARK);
      s += path('M456,206L470,214L466,232L454,226Z', LAMP);
    }
    s += path('M440,250h-12', 'none', { stroke: P.amber, strokeWidth: 6, strokeLinecap: 'round' });
  }
  // footpegs
  s += path('M296,318h22M246,300h18', 'none', { stroke: '#374151', strokeWidth: 6, strokeLinecap: 'round' });
  return s;
}

function scooter(b, rot) {
  const ol = b.outline ? { stroke: b.outline, strokeWidth: 2, strokeLinejoin: 'round' } : {};
  const RA = [205, 368];
  const FA = [478, 368];
  const R = 50;
  const body = b.body;
  const body2 = b.body2 || DARK;
  let s = '';
  s += wheel(RA[0], RA[1], R, { rim: b.rim, spokes: b.spokes || 'y6', rot, disc: false, hub: b.electric ? 24 : 11 });
  s += wheel(FA[0], FA[1], R, { rim: b.rim, spokes: b.spokes || 'y6', rot: rot + 20, disc: true });
  // engine case / swing unit
  if (b.electric) {
    s += path('M232,330L330,330L326,350L236,352Z', '#4b5563');
    s += circle(RA[0], RA[1], 18, 'none', { stroke: P.brandLight, strokeWidth: 4 });
  } else {
    s += path('M196,352C196,340 206,334 220,334L332,334L328,352L220,370C206,370 196,364 196,352Z', '#6b7280');
    s += path('M240,346L310,342', 'none', { stroke: '#9ca3af', strokeWidth: 4, strokeLinecap: 'round' });
    // exhaust
    s += path('M236,360C214,378 170,372 136,360L132,342C170,350 204,352 236,348Z', '#374151');
    s += path('M136,360l-4,-18', 'none', { stroke: CHROME, strokeWidth: 5, strokeLinecap: 'round' });
  }
  s += shock(180, 286, 196, 346, b.spring || P.amber);
  // rear body
  s += path(
    'M110,276C104,252 118,236 146,234L334,240C354,244 360,262 352,284L340,334L276,332C268,304 240,292 205,292C172,292 150,304 140,314L120,304C112,296 110,288 110,276Z',
    body,
    ol,
  );
  s += path('M132,284C190,270 260,262 340,262', 'none', {
    stroke: b.accent || body2,
    strokeWidth: 6,
    strokeLinecap: 'round',
  });
  s += path('M112,262l10,0l2,14l-9,0z', TAIL);
  // floorboard
  s += path('M330,322L424,322L420,340L334,340Z', body2);
  // front apron
  s += path(
    'M434,150L472,150C478,200 490,250 506,300L490,310C472,302 452,314 434,340L404,340C418,280 426,210 434,150Z',
    body,
    ol,
  );
  s += path('M456,196C462,240 474,270 492,298', 'none', {
    stroke: b.accent || body2,
    strokeWidth: 6,
    strokeLinecap: 'round',
  });
  // front fender + fork
  s += path('M470,300L478,368', 'none', { stroke: '#9ca3af', strokeWidth: 10, strokeLinecap: 'round' });
  s += path(arc(FA[0], FA[1], R + 7, 200, 320), 'none', {
    stroke: b.fenderColor || body,
    strokeWidth: 9,
    strokeLinecap: 'round',
  });
  // seat + grab rail
  s += path('M140,236C150,220 200,212 250,214L322,218C340,222 342,236 334,244L146,242Z', b.seat || DARK);
  s += path('M110,250C110,236 124,230 140,232', 'none', { stroke: CHROME, strokeWidth: 5, strokeLinecap: 'round' });
  // handlebar cover, grip, mirror, headlight
  s += path('M402,132L436,138', 'none', { stroke: DARK, strokeWidth: 7, strokeLinecap: 'round' });
  s += path('M432,132L426,96', 'none', { stroke: DARK, strokeWidth: 3.5 }) + ellipse(424, 92, 12, 8, DARK);
  s += path('M426,134L484,132C494,132 496,146 488,154L432,160C424,160 420,140 426,134Z', b.cover || body, ol);
  s += path('M480,136L494,138L490,152L478,150Z', LAMP);
  s += path('M470,176l16,2', 'none', { stroke: P.amber, strokeWidth: 6, strokeLinecap: 'round' });
  if (b.electric) {
    // lightning badge
    s += circle(236, 260, 17, P.brand) + path('M240,246L228,262L236,262L232,274L246,256L238,256Z', P.amberLight);
  }
  return s;
}

/** The bike alone (no background), in 640x480 space. */
export function drawBike(b, rot = 0) {
  return b.style === 'scooter' ? scooter(b, rot) : motorbike(b, rot);
}

/** A rider sitting on the bike (same 640x480 space). o: jacket, helmet, visor, pants, skin. */
export function drawRider(b, o = {}) {
  const {
    jacket = P.brand,
    helmet = P.amber,
    visor = '#1e293b',
    pants = '#334155',
    skin = '#a16207',
    boots = DARK,
  } = o;
  const sc = b.style === 'scooter';
  const sport = b.style === 'sport';
  // key points: hip, knee, foot, shoulder, hand, head
  const hip = sc ? [262, 214] : [270, 204];
  const knee = sc ? [350, 222] : sport ? [350, 236] : [344, 228];
  const foot = sc ? [370, 318] : [312, 314];
  const sh = sc ? [282, 122] : sport ? [340, 140] : [314, 122];
  const hand = sc ? [414, 134] : sport ? [410, 200] : b.style === 'commuter' ? [384, 150] : [396, 160];
  const head = sc ? [296, 86] : sport ? [372, 116] : [330, 88];
  const j = (a) => a.join(',');
  let s = '';
  s += path(`M${j(hip)}L${j(knee)}L${j(foot)}`, 'none', {
    stroke: pants,
    strokeWidth: 24,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  });
  s += path(`M${foot[0] - 6},${foot[1] - 4}h26`, 'none', { stroke: boots, strokeWidth: 14, strokeLinecap: 'round' });
  s += path(`M${j(hip)}L${j(sh)}`, 'none', { stroke: jacket, strokeWidth: 46, strokeLinecap: 'round' });
  s += path(`M${j(sh)}L${(sh[0] + hand[0]) / 2 + 6},${(sh[1] + hand[1]) / 2 + 14}L${j(hand)}`, 'none', {
    stroke: jacket,
    strokeWidth: 15,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  });
  s += circle(hand[0], hand[1], 8, DARK);
  s += path(`M${sh[0] - 6},${sh[1] + 14}L${hip[0] + 2},${hip[1] - 10}`, 'none', {
    stroke: '#fff',
    strokeWidth: 4,
    strokeOpacity: 0.35,
    strokeLinecap: 'round',
  });
  s += circle(sh[0] + 6, sh[1] - 14, 9, skin);
  s += circle(head[0], head[1], 28, helmet);
  s += path(`M${head[0] + 4},${head[1] - 6}h24a4,4 0 0 1 0,16h-20z`, visor);
  s += path(`M${head[0] - 22},${head[1] - 4}a24,24 0 0 1 30,-20`, 'none', {
    stroke: '#fff',
    strokeWidth: 4,
    strokeOpacity: 0.45,
    strokeLinecap: 'round',
  });
  return s;
}

/** Place 640x480-space bike markup so its ground point (320,418) lands on (cx, groundY) at scale s. */
export function place(markup, cx, groundY, s, flip = false) {
  const tx = r1(cx - (flip ? -320 : 320) * s);
  const ty = r1(groundY - 418 * s);
  return `<g transform="translate(${tx},${ty}) scale(${flip ? -s : s},${s})">${markup}</g>`;
}
