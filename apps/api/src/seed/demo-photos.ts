import sharp from 'sharp';
import type { KeptPicture } from '../shared/pictures.ts';
import { PHOTO_ANGLES } from './demo-history.ts';

/*
 * The pictures of the demo history's handovers and returns (docs/product/handover-and-return.md#photos): not
 * photographs, but plain cards of one colour naming the bike and the side of it, and saying they are demo
 * pictures, kept as a photo is kept (WebP with a 320 px thumbnail, as shared/pictures.ts keeps one). Each is made
 * once per seed and its bytes shared by every row that shows that side of that bike.
 */

export type DemoAngle = (typeof PHOTO_ANGLES)[number];
/** The picture of one side of a bike, by the bike's index in the fleet. */
export type DemoPhotos = (bike: number, angle: DemoAngle) => KeptPicture;

/** As small as a thumbnail (320 px on the long side), so that the picture is its own thumbnail. */
const WIDTH = 320;
const HEIGHT = 240;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A card of one colour (by the bike) with the bike's name, the side and "Demo picture" on it. */
function card(name: string, angle: DemoAngle, hue: number, width: number, height: number): Buffer {
  const line = (y: number, size: number, words: string) =>
    `<text x="${width / 2}" y="${Math.round(height * y)}" font-family="sans-serif" font-size="${size}" fill="#ffffff" text-anchor="middle">${escapeXml(words)}</text>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="hsl(${hue},32%,42%)"/>` +
      line(0.4, 22, name) +
      line(0.56, 19, `${angle} side`) +
      line(0.82, 13, 'Demo picture, not a photograph') +
      `</svg>`,
  );
}

/**
 * Renders the four sides of each bike named (by its index in the fleet), all at once; effort 0 keeps the
 * seed quick (the shop's first start waits for it).
 */
export async function makeDemoPhotos(bikes: ReadonlyMap<number, string>): Promise<DemoPhotos> {
  const made = new Map<string, KeptPicture>();
  await Promise.all(
    [...bikes].flatMap(([bike, name]) =>
      PHOTO_ANGLES.map(async (angle) => {
        const svg = card(name, angle, (bike * 47) % 360, WIDTH, HEIGHT);
        const content = await sharp(svg).webp({ quality: 70, effort: 0 }).toBuffer();
        made.set(`${bike} ${angle}`, {
          contentType: 'image/webp',
          content,
          thumbnail: content,
          width: WIDTH,
          height: HEIGHT,
        });
      }),
    ),
  );
  return (bike, angle) => {
    const picture = made.get(`${bike} ${angle}`);
    if (!picture) throw new Error(`demo photos: no picture of bike ${bike} (${angle})`);
    return picture;
  };
}
