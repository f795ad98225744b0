import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rentalPhotos } from '../../db/schema.ts';
import { photo, uploadPicture } from '../../test/pictures.ts';
import { json, setUpTestApp, type factories } from '../../test/test-app.ts';

/**
 * A rental's bike photos (docs/product/handover-and-return.md#photos) get the checks of a rider's pictures
 * (docs/product/riders-on-file.md#pictures): by content, at most 5 MB, re-encoded with no metadata, and sent
 * by staff only.
 */

let t: Awaited<ReturnType<typeof setUpTestApp>>;
let f: ReturnType<typeof factories>;
let database: Database;
let admin: Awaited<ReturnType<typeof f.admin>>;
let staff: Awaited<ReturnType<typeof f.customer>>;

beforeAll(async () => {
  t = await setUpTestApp();
  database = t.database;
  f = t;
  admin = await f.admin();
  staff = await f.staffMember(admin.token, { name: 'Photo Clerk' });
});
afterAll(() => t.close());

/** A paid booking of a new bike for a new customer, waiting for its handover. */
async function booking() {
  const customer = await f.customer();
  const bike = await f.bike(admin.token);
  const { rentalId } = await f.activeRental(customer.token, bike._id, f.inMinutes(10), f.inMinutes(130));
  return { customer, rentalId };
}

const send = (rentalId: string, token: string, file: { bytes: Buffer; name?: string; type?: string }) =>
  uploadPicture(t.app, `/api/rentals/${rentalId}/photos`, token, {}, file);

const photosKept = async (rentalId: string) =>
  (await database.db.select().from(rentalPhotos).where(eq(rentalPhotos.rentalId, rentalId))).length;

describe('a photo of a rental’s bike', () => {
  it('is refused as an SVG or a PDF, whatever its name and declared type (415), and keeps nothing', async () => {
    const { rentalId } = await booking();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    // A PDF that holds a real JPEG further in: it begins as a PDF, so it is one.
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /XObject /Subtype /Image >> stream\n'),
      await photo(200, 200),
    ]);
    for (const [name, bytes] of [
      ['svg', svg],
      ['pdf', pdf],
    ] as const) {
      const refused = await send(rentalId, staff.token, { bytes, name: `${name}.jpg`, type: 'image/jpeg' });
      expect(refused.statusCode, name).toBe(415);
      expect(json(refused).code, name).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await photosKept(rentalId)).toBe(0);
  });

  it('is refused beyond 5 MB as received (413), and keeps nothing', async () => {
    const { rentalId } = await booking();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
    const refused = await send(rentalId, staff.token, { bytes: big });
    expect(refused.statusCode).toBe(413);
    expect(json(refused)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await photosKept(rentalId)).toBe(0);
  });

  it('is kept as WebP without the EXIF and GPS position the phone wrote', async () => {
    const { rentalId } = await booking();
    const original = await photo(2000, 1500, 'jpeg', true);
    const read = await sharp(original).metadata();
    expect(read.exif?.includes('PhoneMaker')).toBe(true);
    const sent = await send(rentalId, staff.token, { bytes: original });
    expect(sent.statusCode, sent.body).toBe(201);
    const stored = await f.api('GET', `/api/rentals/${rentalId}/photos/${json(sent).data._id}`, staff.token);
    expect(stored.statusCode).toBe(200);
    const kept = await sharp(stored.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect({ exif: kept.exif, icc: kept.icc, xmp: kept.xmp, iptc: kept.iptc }).toEqual({
      exif: undefined,
      icc: undefined,
      xmp: undefined,
      iptc: undefined,
    });
    expect(stored.rawPayload.includes('PhoneMaker')).toBe(false);
  });

  it('is staff’s to send: the rental’s own customer gets 403 and nothing is kept', async () => {
    const { customer, rentalId } = await booking();
    const refused = await send(rentalId, customer.token, { bytes: await photo(320, 240) });
    expect(refused.statusCode).toBe(403);
    expect((await send(rentalId, '', { bytes: await photo(320, 240) })).statusCode).toBe(401);
    expect(await photosKept(rentalId)).toBe(0);
    // The same photo from the counter is taken.
    expect((await send(rentalId, staff.token, { bytes: await photo(320, 240) })).statusCode).toBe(201);
    expect(await photosKept(rentalId)).toBe(1);
  });
});
