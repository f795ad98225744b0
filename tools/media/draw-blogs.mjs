// Draws the 16:9 blog pictures (800x450), one per blog slug.
// Usage: node tools/media/draw-blogs.mjs
import { drawBike, drawRider, place } from './lib/bike.mjs';
import { cloudD, palmD, rickshaw, skyline, treeD } from './lib/scene.mjs';
import { P, circle, ellipse, g, linGrad, path, rect, save, svgDoc } from './lib/svg.mjs';
import { bolt, gear, glove, helmet, leaf, sparkle, wrench } from './lib/things.mjs';
import { BIKES } from './draw-bikes.mjs';

const W = 800;
const H = 450;
const bike = (slug) => BIKES.find((b) => b.slug === slug);
const sky = (id, top, bottom) =>
  linGrad(id, [
    [0, top],
    [1, bottom],
  ]);
const ride = (b, r, cx, gy, s) =>
  ellipse(cx, gy, 180 * s, 10 * s, '#0f172a', { opacity: 0.2 }) +
  place(drawBike(b) + (r ? drawRider(b, r) : ''), cx, gy, s);

const scenes = {};

scenes['choosing-perfect-rental-bike'] = {
  title: 'Three rental bikes on display, the middle one highlighted as the perfect pick',
  defs: sky('bg', '#f0fdfa', '#ccfbf1'),
  body: () =>
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    rect(0, 330, W, 120, '#99f6e4', { opacity: 0.5 }) +
    path('M400,0L300,330H500Z', '#fff', { opacity: 0.45 }) +
    ellipse(150, 352, 110, 18, '#5eead4', { opacity: 0.6 }) +
    ellipse(400, 360, 140, 22, P.brand) +
    ellipse(400, 354, 140, 22, P.brandLight) +
    ellipse(650, 352, 110, 18, '#5eead4', { opacity: 0.6 }) +
    ride(bike('honda-livo-110'), null, 150, 350, 0.4) +
    ride(bike('yamaha-r15-v4'), null, 400, 352, 0.5) +
    ride(bike('tvs-ntorq-125'), null, 650, 350, 0.4) +
    circle(486, 110, 34, P.amber) +
    path('M470,110l11,12l22,-24', 'none', {
      stroke: '#fff',
      strokeWidth: 8,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }) +
    sparkle(300, 90, 14) +
    sparkle(540, 60, 9, P.brandLight) +
    sparkle(260, 150, 8, P.brandLight),
};

scenes['scenic-bike-routes'] = {
  title: 'A road winding through green tea gardens and hills, with a rider',
  defs: sky('bg', '#bae6fd', '#fef3c7'),
  body: () => {
    let rows = '';
    for (let i = 0; i < 9; i++) {
      const y = 270 + i * 22;
      rows += `M0,${y + 12}Q200,${y - 18} 400,${y + 4}T800,${y - 6}`;
    }
    return (
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      circle(620, 120, 46, '#fde68a') +
      path(cloudD(120, 110, 0.9) + cloudD(430, 70, 0.7), '#fff', { opacity: 0.85 }) +
      path('M0,230C120,170 220,190 320,160C420,130 520,190 640,150C720,125 770,150 800,160V300H0Z', '#7dd3c0') +
      path('M0,260C160,210 300,250 440,220C560,195 680,230 800,210V450H0Z', '#4ade80') +
      path(rows, 'none', { stroke: '#16a34a', strokeWidth: 9, strokeLinecap: 'round' }) +
      path('M0,330C200,300 300,350 500,320S760,330 800,320V450H0Z', '#22c55e', { opacity: 0.5 }) +
      path('M470,450C430,400 300,380 330,330S470,290 430,250', 'none', {
        stroke: '#64748b',
        strokeWidth: 58,
        strokeLinecap: 'round',
      }) +
      path('M470,450C430,400 300,380 330,330S470,290 430,250', 'none', {
        stroke: '#fef3c7',
        strokeWidth: 3,
        strokeDasharray: '14 12',
      }) +
      path(treeD(120, 250, 1.3) + treeD(700, 240, 1.1) + treeD(600, 280, 0.8), P.leafDark) +
      ride(bike('honda-cb-hornet-160r'), { jacket: P.amber, helmet: P.brand }, 360, 372, 0.22)
    );
  },
};

scenes['bike-maintenance'] = {
  title: 'Bike maintenance: a wrench, a drive chain on a sprocket and an oil can',
  defs: sky('bg', '#ecfeff', '#cffafe'),
  body: () =>
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    rect(0, 340, W, 110, '#baf6fd') +
    path('M250,210a60,60 0 0 1 0,120h-0.1', 'none') +
    path('M220,150H560A80,80 0 0 1 560,310H220A80,80 0 0 1 220,150Z', 'none', { stroke: P.ink, strokeWidth: 16 }) +
    path('M220,150H560A80,80 0 0 1 560,310H220A80,80 0 0 1 220,150Z', 'none', {
      stroke: '#94a3b8',
      strokeWidth: 8,
      strokeDasharray: '10 8',
    }) +
    gear(560, 230, 64, 14, P.brand, '#ecfeff') +
    gear(220, 230, 44, 10, P.amber, '#ecfeff') +
    wrench(400, 372, 1, -8, '#64748b', '#baf6fd') +
    g(
      path('M0,0h70l10,-40h-90z', P.red) +
        path('M-2,-40l-20,-34h16l24,34z', '#64748b') +
        path('M70,-30l40,-30l6,8l-40,30z', '#64748b') +
        rect(4, -30, 56, 16, '#fff', { opacity: 0.35 }),
      { transform: 'translate(640,420)' },
    ) +
    path('M758,372c0,-10 8,-18 8,-18s8,8 8,18a8,8 0 0 1 -16,0Z', P.amber) +
    sparkle(120, 90, 12) +
    sparkle(690, 80, 9, P.brandLight),
};

scenes['city-exploration-bike'] = {
  title: 'Exploring Dhaka: a city skyline with a rickshaw and a motorbike on the street',
  defs: sky('bg', '#fde68a', '#fff7ed'),
  body: () => {
    const far = skyline(0, W, 330, 11, { minH: 60, maxH: 210, mosqueEvery: 5 });
    const near = skyline(0, W, 340, 29, { minH: 40, maxH: 120, minW: 60, maxW: 120, mosqueEvery: 99, windowRate: 0.4 });
    const win = near.windows.map(([x, y]) => `M${x},${y}h6v7h-6z`).join('');
    return (
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      circle(640, 110, 50, '#fbbf24', { opacity: 0.8 }) +
      path(far.d, '#fdba74') +
      path(near.d, '#0f766e') +
      path(win, '#fde68a') +
      path(palmD(40, 345, 1) + palmD(760, 345, 0.9, -1), '#14532d') +
      rect(0, 340, W, 16, '#d6d3d1') +
      rect(0, 356, W, 94, '#475569') +
      path('M20,404h60M140,404h60M260,404h60M380,404h60M500,404h60M620,404h60M740,404h60', 'none', {
        stroke: '#fde68a',
        strokeWidth: 5,
      }) +
      rickshaw(150, 420, 0.75, { hood: '#db2777', body: '#0ea5e9' }) +
      ride(bike('tvs-apache-rtr-160-4v'), { jacket: P.brand, helmet: P.amber }, 560, 432, 0.3)
    );
  },
};

scenes['bike-safety-tips'] = {
  title: 'Riding safety gear: a helmet, gloves and a safety shield with a tick',
  defs: sky('bg', '#fff7ed', '#fed7aa'),
  body: () =>
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    circle(400, 225, 170, '#fff', { opacity: 0.55 }) +
    helmet(330, 250, 1.35, P.brand) +
    glove(560, 300, 0.85, P.ink, { rot: 14 }) +
    glove(650, 290, 0.85, P.ink, { rot: 28 }) +
    g(
      path('M0,-56L48,-38V4C48,36 24,56 0,66C-24,56 -48,36 -48,4V-38Z', P.amber) +
        path('M-20,4l14,15l28,-30', 'none', {
          stroke: '#fff',
          strokeWidth: 10,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }),
      { transform: 'translate(140,130)' },
    ) +
    rect(0, 400, W, 50, '#fdba74', { opacity: 0.5 }) +
    path('M80,420h120M260,420h120M440,420h120M620,420h120', 'none', { stroke: '#fff', strokeWidth: 8 }),
};

scenes['electric-bikes'] = {
  title: 'An electric scooter charging at a green charging station',
  defs: sky('bg', '#ecfdf5', '#a7f3d0'),
  body: () =>
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    path('M0,330C200,300 600,300 800,330V450H0Z', '#6ee7b7') +
    circle(120, 90, 40, '#fde68a') +
    path(treeD(60, 330, 1.2) + treeD(740, 330, 1.4), '#059669') +
    rect(560, 150, 90, 200, P.brand, { rx: 16 }) +
    rect(576, 170, 58, 60, '#ccfbf1', { rx: 6 }) +
    rect(584, 206, 42, 14, P.leaf, { rx: 3 }) +
    rect(584, 188, 42, 14, P.leaf, { rx: 3 }) +
    bolt(590, 252, 0.8, P.amber) +
    rect(546, 340, 118, 14, P.brandDeep, { rx: 4 }) +
    path('M560,270C500,270 500,360 430,350C380,342 350,330 340,300', 'none', {
      stroke: P.ink,
      strokeWidth: 7,
      strokeLinecap: 'round',
    }) +
    ride(bike('revoo-c-electric'), null, 300, 380, 0.55) +
    circle(420, 90, 38, '#fff') +
    bolt(406, 66, 0.7, P.amber) +
    path('M440,124l-10,22l-6,-20', '#fff'),
};

scenes['environmental-benefits'] = {
  title: 'Clean air and green leaves around an electric scooter on a path through trees',
  defs: sky('bg', '#e0f2fe', '#f0fdf4'),
  body: () => {
    const swirl =
      'M60,120C160,100 220,150 320,120S460,80 520,110M120,190C220,170 300,210 420,180M480,60c60,-10 120,10 200,0';
    return (
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      circle(680, 90, 48, '#fde68a') +
      path(swirl, 'none', { stroke: '#fff', strokeWidth: 10, strokeLinecap: 'round' }) +
      path(swirl, 'none', { stroke: '#7dd3fc', strokeWidth: 3, strokeLinecap: 'round', strokeDasharray: '2 14' }) +
      path('M0,300C160,250 300,300 420,270C560,236 680,280 800,260V450H0Z', '#86efac') +
      path('M0,360C200,330 500,380 800,340V450H0Z', '#4ade80') +
      path(treeD(90, 300, 1.6) + treeD(200, 290, 1.1) + treeD(640, 285, 1.4) + treeD(740, 290, 1.0), P.leafDark) +
      ride(bike('revoo-c-electric'), { jacket: P.brand, helmet: P.amber }, 420, 400, 0.32) +
      leaf(560, 150, 0.9, -30, P.leaf) +
      leaf(610, 200, 0.6, 20, '#16a34a') +
      leaf(250, 60, 0.7, 30, '#4ade80') +
      leaf(90, 200, 0.5, -60, '#16a34a') +
      leaf(700, 180, 0.5, 140, P.leaf)
    );
  },
};

scenes['weekend-bike-adventure'] = {
  title: 'A weekend adventure: a rider on a trail through hills by a river with a tent',
  defs: sky('bg', '#fcd34d', '#fff7ed'),
  body: () =>
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    circle(560, 190, 60, '#fff7d6') +
    path('M0,250L120,140L210,220L330,110L470,240L580,150L700,230L800,170V450H0Z', '#a78bfa', { opacity: 0.55 }) +
    path('M0,290C100,230 200,260 280,230S440,250 520,220S700,260 800,230V450H0Z', '#0f766e') +
    path('M0,320C150,290 320,330 480,300S700,320 800,300V450H0Z', '#115e59') +
    path('M0,400C180,370 420,420 800,380V450H0Z', '#60a5fa') +
    path('M0,410C180,380 420,430 800,390', 'none', { stroke: '#bfdbfe', strokeWidth: 3 }) +
    path('M180,330C300,320 420,350 620,330', 'none', { stroke: '#d6a77a', strokeWidth: 26, strokeLinecap: 'round' }) +
    path('M640,330L690,270L740,330Z', P.amber) +
    path('M690,270L676,330H704Z', '#b45309') +
    path(palmD(120, 320, 0.8) + treeD(760, 320, 0.8), '#134e4a') +
    ride(bike('hero-hunk-150r'), { jacket: P.red, helmet: '#f8fafc', visor: P.brand }, 400, 340, 0.26),
};

scenes['history-bike-rentals'] = {
  title: 'A vintage sepia photo of an old motorbike, for the history of bike rentals',
  defs: sky('bg', '#f5e6c8', '#e7cfa2'),
  body: () => {
    const old = {
      style: 'commuter',
      body: '#7c4a24',
      body2: '#5b3716',
      accent: '#e7cfa2',
      rim: '#5b3716',
      exhaust: 'long',
      spokes: 'wire',
      engine: '#6b5a45',
      cylinder: '#b8a07a',
      seat: '#3f2a17',
      frame: '#5b3716',
    };
    return (
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      g(
        rect(-200, -140, 400, 280, '#fffaf0') +
          rect(-180, -120, 360, 220, '#d9b98a') +
          circle(110, -70, 26, '#f1dcb4') +
          path('M-180,60h360v40h-360z', '#b08d5f') +
          place(
            drawBike(old) +
              drawRider(old, { jacket: '#8b5a2b', helmet: '#5b3716', pants: '#3f2a17', visor: '#3f2a17' }),
            0,
            80,
            0.36,
          ) +
          path('M-206,-146l36,0l-36,30zM206,146l-36,0l36,-30z', '#a16207', { opacity: 0.6 }),
        { transform: 'translate(400,210) rotate(-4)' },
      ) +
      path('M120,410H680', 'none', { stroke: '#a16207', strokeWidth: 4 }) +
      circle(180, 410, 10, '#a16207') +
      circle(400, 410, 10, '#a16207') +
      circle(620, 410, 14, P.brand)
    );
  },
};

scenes['bike-accessories'] = {
  title: 'Bike accessories laid out: helmet, gloves, phone holder with a map, lock and sunglasses',
  defs: sky('bg', '#134e4a', '#0f766e'),
  body: () =>
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    helmet(190, 170, 0.95, P.amber, { stripe: '#fff' }) +
    glove(150, 350, 0.6, '#f8fafc', { rot: -20, cuff: P.red }) +
    glove(240, 360, 0.6, '#f8fafc', { rot: 10, cuff: P.red }) +
    g(
      rect(-48, -84, 96, 168, P.ink, { rx: 14 }) +
        rect(-40, -72, 80, 144, '#ccfbf1', { rx: 6 }) +
        path('M-40,20L0,-10L40,30M-10,-72L10,72', 'none', { stroke: '#5eead4', strokeWidth: 6 }) +
        path('M0,0c-4,-8 -14,-14 -14,-24a14,14 0 0 1 28,0c0,10 -10,16 -14,24Z', P.red) +
        path('M-70,-20h22M48,-20h22M-70,20h22M48,20h22', 'none', {
          stroke: '#475569',
          strokeWidth: 10,
          strokeLinecap: 'round',
        }),
      { transform: 'translate(420,220) rotate(8)' },
    ) +
    g(
      path('M-40,0V-50a40,40 0 0 1 80,0V0', 'none', { stroke: '#cbd5e1', strokeWidth: 16 }) +
        rect(-58, -6, 116, 70, P.amber, { rx: 12 }) +
        circle(0, 28, 9, P.ink),
      { transform: 'translate(640,150) rotate(-10)' },
    ) +
    g(
      path('M-80,0a34,26 0 1 0 68,0a34,26 0 1 0 -68,0ZM12,0a34,26 0 1 0 68,0a34,26 0 1 0 -68,0Z', '#0f172a') +
        path('M-12,-4q12,-10 24,0', 'none', { stroke: '#0f172a', strokeWidth: 8 }) +
        path('M-66,-8l16,-10M26,-8l16,-10', 'none', {
          stroke: '#fff',
          strokeWidth: 5,
          strokeOpacity: 0.5,
          strokeLinecap: 'round',
        }),
      { transform: 'translate(640,350) rotate(6)' },
    ) +
    sparkle(560, 60, 12) +
    sparkle(330, 400, 9, '#5eead4'),
};

scenes['kids-bike'] = {
  title: 'A child riding a small bicycle with training wheels in a sunny park',
  defs: sky('bg', '#bae6fd', '#f0f9ff'),
  body: () => {
    const kid =
      // bicycle
      circle(0, 0, 40, 'none', { stroke: P.ink, strokeWidth: 9 }) +
      circle(150, 0, 40, 'none', { stroke: P.ink, strokeWidth: 9 }) +
      circle(-30, 24, 14, 'none', { stroke: P.ink, strokeWidth: 6 }) +
      path('M-30,24L0,0', 'none', { stroke: '#94a3b8', strokeWidth: 5 }) +
      path('M0,0L60,0L120,-60L150,0M60,0L40,-70M120,-60L40,-60M120,-60L110,-90h-26', 'none', {
        stroke: P.amber,
        strokeWidth: 10,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }) +
      path('M22,-74h36', 'none', { stroke: P.ink, strokeWidth: 12, strokeLinecap: 'round' }) +
      // child
      path('M40,-82L80,-40L64,-4', 'none', {
        stroke: '#1d4ed8',
        strokeWidth: 16,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }) +
      path('M40,-82L60,-150', 'none', { stroke: P.red, strokeWidth: 32, strokeLinecap: 'round' }) +
      path('M64,-140L94,-100L100,-92', 'none', {
        stroke: P.red,
        strokeWidth: 11,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }) +
      circle(70, -184, 24, '#c2410c') +
      path('M44,-188a27,27 0 0 1 54,-4Z', P.brand) +
      circle(80, -180, 3, '#1f2937') +
      path('M78,-170q6,4 12,-2', 'none', { stroke: '#1f2937', strokeWidth: 2.5, strokeLinecap: 'round' });
    return (
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      circle(110, 90, 44, '#fde68a') +
      path(cloudD(540, 100, 0.9), '#fff') +
      path('M0,330C200,300 560,310 800,290V450H0Z', '#86efac') +
      path(treeD(680, 320, 1.8) + treeD(120, 320, 1.3), '#16a34a') +
      path('M0,400C300,380 500,390 800,370V450H0Z', '#4ade80') +
      ellipse(380, 392, 120, 10, '#15803d', { opacity: 0.35 }) +
      `<g transform="translate(300,350)">${kid}</g>` +
      path('M600,150C590,190 610,230 590,300', 'none', { stroke: '#64748b', strokeWidth: 2 }) +
      ellipse(604, 120, 26, 32, P.red) +
      path('M640,170C636,210 650,250 630,300', 'none', { stroke: '#64748b', strokeWidth: 2 }) +
      ellipse(646, 140, 24, 30, P.amber)
    );
  },
};

scenes['group-bike-rentals'] = {
  title: 'A group of riders on rented motorbikes riding together along a highway',
  defs: sky('bg', '#fed7aa', '#fff7ed'),
  body: () => {
    const tpl = { ...bike('yamaha-fzs-v3'), body: 'currentColor', rim: '#1f2937', accent: '#e2e8f0' };
    const riders = [
      [200, 338, 0.3, '#dc2626', { jacket: P.amber, helmet: '#f8fafc' }],
      [420, 350, 0.32, '#1d4ed8', { jacket: P.brand, helmet: P.amber }],
      [640, 362, 0.34, '#16a34a', { jacket: '#7c3aed', helmet: P.red }],
    ];
    return (
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      `<defs><g id="b">${drawBike(tpl)}</g></defs>` +
      circle(400, 180, 80, '#fde68a') +
      path('M0,260L140,180L260,240L380,160L520,250L640,190L800,250V450H0Z', '#fdba74', { opacity: 0.8 }) +
      path('M0,290C200,260 600,270 800,280V450H0Z', '#0f766e') +
      rect(0, 300, W, 90, '#475569') +
      path('M0,344H800', 'none', { stroke: '#fde68a', strokeWidth: 4, strokeDasharray: '40 30' }) +
      rect(0, 390, W, 60, '#115e59') +
      riders
        .map(
          ([x, y, s, c, r]) =>
            ellipse(x, y, 180 * s, 10 * s, '#0f172a', { opacity: 0.25 }) +
            place(`<use href="#b" color="${c}"/>` + drawRider(bike('yamaha-fzs-v3'), r), x, y, s),
        )
        .join('')
    );
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  for (const [slug, sc] of Object.entries(scenes)) {
    if (only && slug !== only) continue;
    save(`blogs/${slug}.svg`, svgDoc({ w: W, h: H, title: sc.title, defs: sc.defs, body: sc.body() }));
  }
}
