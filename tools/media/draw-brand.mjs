// Draws the logo (mark + words), the square mark and the favicon.
// Usage: node tools/media/draw-brand.mjs
import { join } from 'node:path';
import { P, ROOT, save, svgDoc } from './lib/svg.mjs';

/** The mark in a 64x64 box: teal rounded square, a little white motorbike with an amber tank. */
export function markBody(x = 0, y = 0, s = 1) {
  return (
    `<g transform="translate(${x},${y}) scale(${s})">` +
    `<rect width="64" height="64" rx="15" fill="${P.brand}"/><rect x="25" y="35" width="11" height="8" rx="2" fill="#fff"/>` +
    `<circle cx="50" cy="14" r="6" fill="${P.amber}" opacity=".9"/>` +
    `<g fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round">` +
    '<circle cx="17" cy="42" r="8.5"/><circle cx="47" cy="42" r="8.5"/>' +
    '<path d="M17,42L29,36L36,42M47,42L40,22L34,21M22,31L11,28"/></g>' +
    `<path d="M20,32C22,26 30,24 41,26L38,34L24,35C21,35 19,34 20,32Z" fill="${P.amber}"/>` +
    '</g>'
  );
}

const mark = (title) => svgDoc({ w: 64, h: 64, title, body: markBody() });

export function drawBrand() {
  save('logo-mark.svg', mark('Bond Bike Rental'));
  save(join(ROOT, 'apps/web/public/favicon.svg'), mark('Bond Bike Rental'));

  const font = "font-family='system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif'";
  save(
    'logo.svg',
    svgDoc({
      w: 300,
      h: 64,
      title: 'Bond Bike Rental',
      defs: `<style>.w{fill:${P.brandDeep}}.a{fill:${P.amberDark}}@media (prefers-color-scheme:dark){.w{fill:#f0fdfa}.a{fill:${P.amber}}}</style>`,
      body:
        markBody(0, 2, 0.9375) +
        `<text x="72" y="30" ${font} font-size="26" font-weight="800" class="w">Bond</text>` +
        `<text x="72" y="55" ${font} font-size="17" font-weight="600" letter-spacing="1.5" class="a">BIKE RENTAL</text>`,
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) drawBrand();
