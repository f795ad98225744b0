// Draws the offer pictures (640x480), offer-1 … offer-6.
// Usage: node tools/media/draw-offers.mjs
import { drawBike, drawRider, place } from './lib/bike.mjs';
import { cloudD, skyline, treeD } from './lib/scene.mjs';
import { FONT, P, circle, ellipse, g, linGrad, path, rect, save, svgDoc } from './lib/svg.mjs';
import { bolt, helmet, sparkle } from './lib/things.mjs';
import { BIKES } from './draw-bikes.mjs';

const W = 640;
const H = 480;
const bike = (slug) => BIKES.find((b) => b.slug === slug);
const bg = (a, b) =>
  linGrad('bg', [
    [0, a],
    [1, b],
  ]);
const ride = (b, r, cx, gy, s) =>
  ellipse(cx, gy, 180 * s, 10 * s, '#0f172a', { opacity: 0.22 }) +
  place(drawBike(b) + (r ? drawRider(b, r) : ''), cx, gy, s);

/** Round discount badge. */
function badge(big, small, x = 528, y = 100, color = P.amber) {
  return (
    circle(x, y + 6, 70, '#0f172a', { opacity: 0.15 }) +
    circle(x, y, 70, color) +
    circle(x, y, 60, 'none', { stroke: '#fff', strokeWidth: 3, strokeDasharray: '6 6', strokeOpacity: 0.8 }) +
    `<text x="${x}" y="${y + 8}" ${FONT} font-size="${big.length > 3 ? 34 : 42}" font-weight="800" fill="#fff" text-anchor="middle">${big}</text>` +
    `<text x="${x}" y="${y + 34}" ${FONT} font-size="17" font-weight="700" letter-spacing="2" fill="#fff" text-anchor="middle">${small}</text>`
  );
}

const offers = [
  {
    title: 'Weekend trail bikes, 25% off: a rider on a hill trail',
    defs: bg('#fde68a', '#fff7ed'),
    body: () =>
      circle(150, 120, 50, '#fff7d6') +
      path('M0,250L110,150L200,230L300,140L420,250L520,180L640,260V480H0Z', '#5eead4', { opacity: 0.6 }) +
      path('M0,300C120,250 240,290 360,260S560,280 640,250V480H0Z', P.brand) +
      path('M0,380C160,340 360,400 640,350V480H0Z', P.brandDark) +
      path('M-10,440C120,400 200,380 330,380S520,360 650,330', 'none', {
        stroke: '#d6a77a',
        strokeWidth: 34,
        strokeLinecap: 'round',
      }) +
      path(treeD(70, 310, 1) + treeD(590, 290, 1.1), P.brandDeep) +
      ride(bike('hero-hunk-150r'), { jacket: P.amber, helmet: P.red }, 330, 392, 0.38) +
      badge('25%', 'OFF'),
  },
  {
    title: 'Rent for 3 days or more, 20% off: a calendar with three days ticked and a bike',
    defs: bg('#ccfbf1', '#f0fdfa'),
    body: () => {
      let cells = '';
      for (let r = 0; r < 4; r++)
        for (let c = 0; c < 5; c++)
          cells += rect(70 + c * 44, 150 + r * 40, 34, 30, r === 1 && c < 3 ? P.brandLight : '#e2e8f0', { rx: 5 });
      return (
        rect(50, 80, 260, 320, '#fff', { rx: 18 }) +
        rect(50, 80, 260, 54, P.brand, { rx: 18 }) +
        rect(50, 116, 260, 18, P.brand) +
        circle(110, 84, 9, P.brandDeep) +
        circle(250, 84, 9, P.brandDeep) +
        cells +
        path('M78,205l8,8l14,-16M122,205l8,8l14,-16M166,205l8,8l14,-16', 'none', {
          stroke: '#fff',
          strokeWidth: 5,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }) +
        path('M0,430H640V480H0Z', '#99f6e4') +
        ride(bike('bajaj-discover-125'), null, 450, 432, 0.46) +
        badge('20%', 'OFF', 540, 110)
      );
    },
  },
  {
    title: 'First-time renters, 15% off: a welcome key with a tag and a new helmet',
    defs: bg('#e0f2fe', '#f0fdfa'),
    body: () =>
      circle(250, 270, 150, '#fff', { opacity: 0.6 }) +
      helmet(150, 330, 1.0, P.red, { stripe: '#fff' }) +
      g(
        circle(0, 0, 46, P.amber) +
          circle(0, 0, 18, '#e0f2fe') +
          path('M40,-10H170V10H150V36H130V10H110V30H90V10H40Z', P.amber) +
          path('M-70,-70L-30,-30', 'none', { stroke: P.slate, strokeWidth: 3 }) +
          path('M-120,-110h60l20,20v40h-80z', P.brand) +
          circle(-50, -88, 6, '#fff'),
        { transform: 'translate(420,250) rotate(-20)' },
      ) +
      sparkle(120, 120, 16) +
      sparkle(380, 150, 12, P.brandLight) +
      sparkle(580, 300, 14) +
      badge('15%', 'OFF', 528, 100, P.brand),
  },
  {
    title: 'Electric bikes, 30% off: an electric scooter with a lightning mark',
    defs: bg('#d1fae5', '#f0fdf4'),
    body: () =>
      circle(260, 250, 170, '#a7f3d0') +
      path(cloudD(60, 110, 0.7), '#fff') +
      path('M0,410H640V480H0Z', '#6ee7b7') +
      ride(bike('revoo-c-electric'), null, 270, 412, 0.62) +
      bolt(470, 250, 1.6, P.amber) +
      badge('30%', 'OFF', 528, 100, P.brand),
  },
  {
    title: 'Family of four: one rental free, shown by two adult and two child helmets',
    defs: bg('#ffe4e6', '#fff7ed'),
    body: () =>
      path('M0,390H640V480H0Z', '#fecdd3') +
      helmet(120, 330, 0.85, P.brand) +
      helmet(270, 350, 0.6, P.amber) +
      helmet(390, 355, 0.55, '#8b5cf6') +
      helmet(530, 330, 0.85, P.red, { stripe: '#fff' }) +
      path('M320,160c-20,-30 -70,-10 -50,30l50,46l50,-46c20,-40 -30,-60 -50,-30Z', '#fb7185') +
      sparkle(200, 150, 12) +
      sparkle(440, 130, 10, '#fb7185') +
      badge('1 FREE', 'RENTAL', 528, 100, P.brand),
  },
  {
    title: 'Evening rides after 5 PM, 10% off: a rider with headlight on under a dusk sky',
    defs: bg('#312e81', '#f59e0b'),
    body: () => {
      const city = skyline(0, W, 360, 17, { minH: 50, maxH: 170, mosqueEvery: 4, windowRate: 0.3 });
      return (
        path('M120,68A32,32 0 1 0 150,112A26,26 0 1 1 120,68Z', '#fef3c7') +
        sparkle(260, 70, 6, '#fef3c7') +
        sparkle(330, 140, 4, '#fef3c7') +
        sparkle(60, 200, 5, '#fef3c7') +
        path(city.d, '#1e1b4b', { opacity: 0.85 }) +
        path(city.windows.map(([x, y]) => `M${x},${y}h5v6h-5z`).join(''), '#fcd34d') +
        rect(0, 360, W, 120, '#1f2937') +
        path('M0,420H640', 'none', { stroke: '#fde68a', strokeWidth: 4, strokeDasharray: '40 30' }) +
        path('M396,372L640,330V420Z', '#fde68a', { opacity: 0.35 }) +
        ride(bike('honda-cb-hornet-160r'), { jacket: P.brand, helmet: P.amber }, 300, 448, 0.4) +
        g(
          circle(0, 0, 34, '#fff') +
            circle(0, 0, 28, 'none', { stroke: P.ink, strokeWidth: 3 }) +
            path('M0,-18V0L-14,10', 'none', { stroke: P.ink, strokeWidth: 4, strokeLinecap: 'round' }),
          { transform: 'translate(420,110)' },
        ) +
        badge('10%', 'OFF', 540, 100)
      );
    },
  },
];

offers.forEach((o, i) =>
  save(
    `offers/offer-${i + 1}.svg`,
    svgDoc({
      w: W,
      h: H,
      title: o.title,
      defs: o.defs,
      body: `<rect width="${W}" height="${H}" fill="url(#bg)"/>` + o.body(),
    }),
  ),
);
