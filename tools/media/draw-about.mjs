// Draws the About page pictures: the shop front and a stylised neighbourhood map.
// Usage: node tools/media/draw-about.mjs
import { drawBike, place } from './lib/bike.mjs';
import { palmD, treeD } from './lib/scene.mjs';
import { FONT, P, circle, ellipse, g, linGrad, path, rect, save, svgDoc } from './lib/svg.mjs';
import { helmet, pin } from './lib/things.mjs';
import { BIKES } from './draw-bikes.mjs';
import { markBody } from './draw-brand.mjs';

const W = 800;
const H = 450;
const bike = (slug) => BIKES.find((b) => b.slug === slug);

function shopFront() {
  let win = '';
  let sills = '';
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 5; c++) {
      const x = 100 + c * 124;
      const y = 58 + r * 56;
      win += `M${x},${y}h60v40h-60Z`;
      sills += `M${x - 6},${y + 40}h72v6h-72Z`;
    }
  win = path(win, '#bae6fd', { stroke: P.brandDark, strokeWidth: 4, strokeLinejoin: 'round' }) + path(sills, '#a8a29e');
  let teal = '';
  let white = '';
  for (let i = 0; i < 17; i++) {
    const d = `M${60 + i * 40},214h40v34a20,12 0 0 1 -40,0Z`;
    if (i % 2) white += d;
    else teal += d;
  }
  const awning = path(teal, P.brand) + path(white, '#fff');
  const shelf = (x) =>
    rect(x, 296, 200, 6, '#94a3b8') +
    `<use href="#hm" x="${x + 40}" y="282" color="${P.red}"/>` +
    `<use href="#hm" x="${x + 100}" y="282" color="${P.amber}"/>` +
    `<use href="#hm" x="${x + 160}" y="282" color="${P.brand}"/>` +
    rect(x, 340, 200, 6, '#94a3b8');
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    rect(0, 90, 70, 300, '#cbd5e1') +
    rect(730, 60, 70, 330, '#fecaca') +
    rect(60, 30, 680, 360, '#fde7c7') +
    rect(50, 24, 700, 14, '#e7c9a0') +
    win +
    rect(60, 166, 680, 48, P.brandDeep) +
    markBody(240, 170, 0.625) +
    `<text x="290" y="200" ${FONT} font-size="26" font-weight="800" letter-spacing="2" fill="#fff">BOND BIKE RENTAL</text>` +
    rect(80, 262, 250, 118, '#bae6fd', { stroke: P.brandDark, strokeWidth: 6 }) +
    rect(470, 262, 250, 118, '#bae6fd', { stroke: P.brandDark, strokeWidth: 6 }) +
    shelf(105) +
    shelf(495) +
    path('M100,370L160,270M130,376L190,270M490,370L550,270M520,376L580,270', 'none', {
      stroke: '#fff',
      strokeWidth: 8,
      strokeOpacity: 0.35,
    }) +
    rect(355, 262, 90, 118, P.brandDark) +
    rect(364, 272, 72, 108, '#7dd3fc') +
    rect(428, 318, 6, 24, '#fde68a') +
    awning +
    rect(0, 380, W, 34, '#d6d3d1') +
    path('M0,380H800', 'none', { stroke: '#a8a29e', strokeWidth: 3 }) +
    rect(0, 414, W, 36, '#64748b') +
    path('M30,432h60M150,432h60M270,432h60M390,432h60M510,432h60M630,432h60M750,432h60', 'none', {
      stroke: '#f8fafc',
      strokeWidth: 4,
    }) +
    path('M330,380l6,-30h28l6,30Z', '#b45309') +
    path('M470,380l6,-30h28l6,30Z', '#b45309') +
    path(treeD(350, 352, 0.55) + treeD(490, 352, 0.55), P.leafDark) +
    path(palmD(20, 392, 1.2), '#166534') +
    ellipse(180, 404, 70, 6, '#0f172a', { opacity: 0.2 }) +
    place(drawBike(bike('honda-cb-hornet-160r')), 180, 404, 0.36) +
    ellipse(620, 404, 70, 6, '#0f172a', { opacity: 0.2 }) +
    place(drawBike(bike('tvs-ntorq-125')), 620, 404, 0.34);
  return svgDoc({
    w: W,
    h: H,
    title: 'The Bond Bike Rental shop front with its teal sign, striped awning and bikes parked outside',
    defs:
      linGrad('bg', [
        [0, '#bae6fd'],
        [1, '#fff7ed'],
      ]) + `<g id="hm">${helmet(0, 0, 0.2, 'currentColor')}</g>`,
    body,
  });
}

function map() {
  const street = (d, w = 12) =>
    path(d, 'none', { stroke: '#cbd5e1', strokeWidth: w + 4, strokeLinecap: 'round' }) +
    path(d, 'none', { stroke: '#fff', strokeWidth: w, strokeLinecap: 'round' });
  const minor =
    'M0,70H800M0,150H520M0,230H800M0,310H620M0,390H800M90,0V450M190,0V450M300,0V450M420,0V450M520,0V450M640,0V450M730,0V450';
  const lake = 'M130,40C170,90 130,130 190,160S330,150 360,200S300,290 380,320S520,300 560,350S560,420 600,460';
  const body =
    `<rect width="${W}" height="${H}" fill="#f5f1e8"/>` +
    street(minor, 9) +
    path('M100,170h70v40h-70zM540,250h80v40h-80zM660,80h60v50h-60z', '#bbf7d0') +
    path(lake, 'none', { stroke: '#bbf7d0', strokeWidth: 70, strokeLinecap: 'round', strokeLinejoin: 'round' }) +
    path(lake, 'none', { stroke: '#7dd3fc', strokeWidth: 34, strokeLinecap: 'round', strokeLinejoin: 'round' }) +
    path('M360,200C400,190 430,170 470,175', 'none', { stroke: '#7dd3fc', strokeWidth: 20, strokeLinecap: 'round' }) +
    street('M0,270C200,262 500,276 800,266', 18) +
    path('M0,270C200,262 500,276 800,266', 'none', { stroke: '#fcd34d', strokeWidth: 10, strokeLinecap: 'round' }) +
    street('M700,0C696,150 706,300 700,450', 20) +
    path('M700,0C696,150 706,300 700,450', 'none', { stroke: '#fcd34d', strokeWidth: 12 }) +
    street('M40,0C44,150 36,300 40,450', 16) +
    path('M210,150c0,-20 30,-20 30,0zM250,360h50v30h-50z', '#fda4af', { opacity: 0.7 }) +
    `<text x="200" y="116" ${FONT} font-size="15" font-style="italic" fill="#0369a1">Dhanmondi Lake</text>` +
    `<g transform="translate(718,120) rotate(90)"><text ${FONT} font-size="13" fill="#92400e">Mirpur Road</text></g>` +
    `<text x="90" y="262" ${FONT} font-size="13" fill="#92400e">Road 27</text>` +
    g(
      circle(0, 0, 22, '#fff', { stroke: '#cbd5e1', strokeWidth: 2 }) +
        path('M0,-16L7,4H-7Z', P.red) +
        path('M0,16L7,-2H-7Z', '#94a3b8') +
        `<text x="0" y="-26" ${FONT} font-size="13" font-weight="700" fill="#334155" text-anchor="middle">N</text>`,
      { transform: 'translate(760,400)' },
    ) +
    ellipse(470, 262, 22, 7, '#0f172a', { opacity: 0.2 }) +
    circle(470, 262, 30, P.brand, { opacity: 0.15 }) +
    pin(470, 262, 1.2, P.brand, P.amber) +
    g(
      rect(-92, -28, 184, 44, '#0f172a', { rx: 12, opacity: 0.15, transform: 'translate(0,4)' }) +
        rect(-92, -28, 184, 44, '#fff', { rx: 12 }) +
        markBody(-84, -22, 0.5) +
        `<text x="-48" y="1" ${FONT} font-size="16" font-weight="800" fill="${P.brandDeep}">Bond Bike Rental</text>`,
      { transform: 'translate(470,150)' },
    );
  return svgDoc({
    w: W,
    h: H,
    title: 'Map of the Dhanmondi neighbourhood in Dhaka with a pin marking Bond Bike Rental near the lake',
    body,
  });
}

save('about/shop-front.svg', shopFront());
save('about/location-map.svg', map());
