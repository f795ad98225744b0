// Renders the home-page hero banner videos (desktop 1280x720, mobile 720x1280) and their posters.
// An illustrated golden-hour ride past a Dhaka skyline, parallax layers, seamless 12 s loop, no audio, no text.
// Needs: rsvg-convert (librsvg2-bin), ffmpeg with libx264 and libwebp.
// Usage: node tools/media/make-banner.mjs [desktop|mobile]   (default both)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawBike, drawRider } from './lib/bike.mjs';
import { cloudD, palmD, skyline, treeD } from './lib/scene.mjs';
import { MEDIA, ellipse, linGrad, path } from './lib/svg.mjs';
import { BIKES } from './draw-bikes.mjs';

const FPS = 24;
const SECONDS = 12;
const FRAMES = FPS * SECONDS;
const TILE = 1280;

const VARIANTS = {
  desktop: {
    W: 1280,
    H: 720,
    far: 470,
    mid: 500,
    road: 520,
    fg: 650,
    lanes: [590, 632],
    scale: [0.34, 0.42],
    bx: [0.4, 0.6],
    crf: 23,
    posterQuality: 72,
  },
  mobile: {
    W: 720,
    H: 1280,
    far: 900,
    mid: 930,
    road: 948,
    fg: 1150,
    lanes: [1040, 1100],
    scale: [0.4, 0.5],
    bx: [0.27, 0.67],
    crf: 27,
    posterQuality: 50,
  },
};

const bike = (slug) => BIKES.find((b) => b.slug === slug);
const RIDERS = [
  {
    bike: bike('revoo-c-electric'),
    rider: { jacket: '#f59e0b', helmet: '#f8fafc', visor: '#0f766e', pants: '#1e293b', skin: '#92400e' },
  },
  {
    bike: bike('yamaha-fzs-v3'),
    rider: { jacket: '#0f766e', helmet: '#f59e0b', visor: '#1e293b', pants: '#334155', skin: '#a16207' },
  },
];

/** Static pieces (layers drawn once per variant and re-used with <use>). */
function staticDefs(v) {
  const { far, mid, road, fg } = v;
  const haze = skyline(0, 640, far, 7, { minH: 60, maxH: 150, minW: 40, maxW: 90, mosqueEvery: 4 });
  const farB = skyline(0, TILE, far + 12, 21, { minH: 70, maxH: 230, minW: 36, maxW: 100, mosqueEvery: 6 });
  // mid layer: low buildings, trees and palms
  const midB = skyline(0, TILE, mid, 5, { minH: 30, maxH: 110, minW: 50, maxW: 120, mosqueEvery: 7, windowRate: 0.35 });
  let trees = '';
  for (let i = 0; i < TILE / 120; i++) {
    const x = 30 + i * 120 + (i % 2) * 18;
    trees +=
      i % 3 === 1
        ? palmD(x, mid + 4, 0.95 + (i % 2) * 0.2, i % 2 ? 1 : -1)
        : treeD(x + 20, mid + 4, 0.9 + (i % 4) * 0.08);
  }
  const win = midB.windows
    .filter((_, i) => i % 2 === 0)
    .map(([x, y]) => `M${x},${y}h5v6h-5z`)
    .join('');
  // road dashes (tile 160)
  const dash = `<path d="M0,${(road + fg) / 2 - 3}h70v6h-70z" fill="#fde68a" opacity=".8"/>`;
  // lamp posts (tile 640)
  const lamp =
    path(`M40,${road + 6}V${road - 150}q0,-14 16,-14h26`, 'none', {
      stroke: '#1e3a38',
      strokeWidth: 6,
      strokeLinecap: 'round',
    }) +
    path(`M78,${road - 168}h18v8h-18z`, '#1e3a38') +
    ellipse(87, road - 156, 14, 5, '#fde68a', { opacity: 0.9 });
  // foreground verge (tile 640)
  let bushes = '';
  for (let x = 0; x < 640; x += 160) {
    const y = fg + 26;
    bushes += `M${x + 20},${y}a28,22 0 0 1 56,0a22,18 0 0 1 40,0Z`;
  }
  const defs =
    linGrad('sky', [
      [0, '#f29e63'],
      [0.55, '#f8c98a'],
      [1, '#fde7c2'],
    ]) +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff7d6" stop-opacity=".95"/><stop offset=".35" stop-color="#fde68a" stop-opacity=".55"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>` +
    linGrad('road', [
      [0, '#3f4b5b'],
      [1, '#273241'],
    ]) +
    linGrad('fgG', [
      [0, '#155e57'],
      [1, '#0f3f3b'],
    ]) +
    `<g id="haze"><path d="${haze.d}" fill="#e7a77e"/></g>` +
    `<g id="far"><path d="${farB.d}" fill="#c9806a"/></g>` +
    `<g id="mid"><path d="${midB.d}" fill="#8a5560"/><path d="${win}" fill="#fcd34d" opacity=".75"/><path d="${trees}" fill="#1f5c55"/></g>` +
    `<g id="dash">${dash}</g><g id="lamp">${lamp}</g>` +
    `<g id="bush"><path d="${bushes}" fill="#0f3f3b"/></g>` +
    `<g id="clouds"><path d="${cloudD(120, 150, 1.1) + cloudD(520, 90, 0.8) + cloudD(900, 190, 0.9)}" fill="#fff3dd" opacity=".6"/></g>`;
  return defs;
}

function tiled(id, tile, speedTiles, t, W, y = 0) {
  const off = ((speedTiles * tile * t) / SECONDS) % tile;
  let s = '';
  for (let x = -off; x < W; x += tile) s += `<use href="#${id}" x="${x.toFixed(2)}" y="${y}"/>`;
  return s;
}

function frame(v, defs, f) {
  const { W, H, far, road, fg } = v;
  const t = f / FPS;
  const ph = (2 * Math.PI * t) / SECONDS;
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  const sunX = W * 0.74;
  const sunY = far - (W > H ? 190 : 330);
  s += `<circle cx="${sunX}" cy="${sunY}" r="${W > H ? 330 : 380}" fill="url(#glow)"/>`;
  s += `<circle cx="${sunX}" cy="${sunY}" r="${W > H ? 62 : 70}" fill="#fff4cf"/>`;
  s += `<g transform="translate(${(10 * Math.sin(ph)).toFixed(2)},${W > H ? 0 : 260})">${'<use href="#clouds"/>'}</g>`;
  s += tiled('haze', 640, 1, t, W);
  s += tiled('far', TILE, 1, t, W);
  s += tiled('mid', TILE, 2, t, W);
  // road
  s += `<rect y="${v.mid - 2}" width="${W}" height="${road - v.mid + 2}" fill="#b98472"/>`;
  s += `<rect y="${road}" width="${W}" height="${fg - road}" fill="url(#road)"/>`;
  s += `<rect y="${road}" width="${W}" height="6" fill="#d6a77a" opacity=".7"/>`;
  s += tiled('dash', 160, 32, t, W);
  s += tiled('lamp', 640, 8, t, W);
  // riders
  const rot = (f * 360 * 20) / FRAMES;
  RIDERS.forEach((r, i) => {
    const sc = v.scale[i];
    const gy = v.lanes[i];
    const x = W * v.bx[i] + (i ? 22 : 30) * Math.sin(ph + i * 2.1);
    const bob = 1.4 * Math.sin(ph * 8 + i * 1.7);
    s += ellipse(x, gy, 190 * sc, 10 * sc, '#000', { opacity: 0.25 });
    s += `<g transform="translate(${(x - 320 * sc).toFixed(2)},${(gy - 418 * sc + bob).toFixed(2)}) scale(${sc})">${drawBike(r.bike, rot)}${drawRider(r.bike, r.rider)}</g>`;
  });
  // foreground
  s += `<rect y="${fg}" width="${W}" height="${H - fg}" fill="url(#fgG)"/>`;
  s += tiled('bush', 640, 10, t, W, -2);
  s += '</svg>';
  return s;
}

function run(cmd, args) {
  return new Promise((res, rej) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    p.on('exit', (c) => (c === 0 ? res() : rej(new Error(`${cmd} exited ${c}`))));
  });
}

async function render(name) {
  const v = VARIANTS[name];
  const work = join(tmpdir(), `bond-banner-${name}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const defs = staticDefs(v);
  const jobs = [];
  for (let f = 0; f < FRAMES; f++) {
    const n = String(f).padStart(4, '0');
    writeFileSync(join(work, `f${n}.svg`), frame(v, defs, f));
    jobs.push(n);
  }
  const workers = Math.max(1, cpus().length);
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < jobs.length) {
        const n = jobs[next++];
        await run('rsvg-convert', [join(work, `f${n}.svg`), '-o', join(work, `f${n}.png`)]);
      }
    }),
  );
  const out = join(MEDIA, 'banner');
  mkdirSync(out, { recursive: true });
  const mp4 = join(out, `banner-${name}.mp4`);
  const ff = (...a) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...a], { stdio: 'inherit' });
  ff(
    ...[
      '-framerate',
      String(FPS),
      '-i',
      join(work, 'f%04d.png'),
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'animation',
    ],
    ...['-crf', String(v.crf), '-pix_fmt', 'yuv420p', '-g', String(FPS * 4), '-movflags', '+faststart', '-an', mp4],
  );
  const first = join(work, 'f0000.png');
  ff('-i', first, '-q:v', '5', join(out, `banner-${name}.jpg`));
  // The phone's poster is its largest paint: at quality 50 it stays within a new connection's first round trip
  // (14.6 KB), under the banner's dark gradient it looks the same.
  ff(
    ...['-i', first, '-c:v', 'libwebp', '-quality', String(v.posterQuality), '-compression_level', '6'],
    join(out, `banner-${name}.webp`),
  );
  for (const ext of ['mp4', 'jpg', 'webp']) {
    const file = join(out, `banner-${name}.${ext}`);
    console.log(`${file}  ${(statSync(file).size / 1024).toFixed(1)} KB`);
  }
  rmSync(work, { recursive: true, force: true });
}

const which = process.argv[2] ? [process.argv[2]] : Object.keys(VARIANTS);
if (process.argv[3] === 'preview') {
  // write single frames for a quick look: node make-banner.mjs desktop preview
  const v = VARIANTS[which[0]];
  const defs = staticDefs(v);
  for (const f of [0, 100]) writeFileSync(join(tmpdir(), `banner-${which[0]}-${f}.svg`), frame(v, defs, f));
} else {
  for (const name of which) await render(name);
}
