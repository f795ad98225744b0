import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { memoryRateLimitStore } from '../../plugins/rate-limit-store.ts';
import { photo, uploadPicture } from '../../test/pictures.ts';
import { factories, json, openTestDatabase, testAppConfig } from '../../test/test-app.ts';

/**
 * A rider's details and staff's review queue (docs/product/riders-on-file.md#details and #review): the NID
 * number's three lengths, in any digits, kept as ASCII; the files waiting for review, the longest waiting
 * first, a page at a time.
 */

const now = Date.parse('2026-12-01T06:00:00Z');

let database: Database;
let app: FastifyInstance;
let f: ReturnType<typeof factories>;
let staff: Awaited<ReturnType<typeof f.customer>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(
    testAppConfig(database, {
      sms: { gateway: 'local' },
      rateLimitStore: memoryRateLimitStore(() => now),
      now: () => new Date(now),
    }),
  );
  await app.ready();
  f = factories(app, database);
  const admin = await f.admin();
  staff = await f.staffMember(admin.token, { name: 'Review Clerk' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const DETAILS = { nidNumber: '1990123456789', licenceNumber: 'DK0123456L00001', licenceExpiry: '2028-06-30' };
const KINDS = ['nid_front', 'nid_back', 'licence', 'selfie_with_licence'] as const;

/** Writes ASCII digits as Bengali ones (০–৯), leaving anything else as it is. */
const bengali = (value: string) => value.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

const saveNid = (token: string, nidNumber: string) => f.api('PUT', '/api/riders/me', token, { ...DETAILS, nidNumber });

/** Sends the four pictures of a rider's file: with the details on file, it goes to review. */
async function sendPictures(token: string) {
  const bytes = await photo(200, 150);
  for (const kind of KINDS) {
    const sent = await uploadPicture(app, '/api/riders/me/documents', token, { kind }, { bytes });
    expect(sent.statusCode).toBe(201);
  }
  return json(await f.api('GET', '/api/riders/me', token)).data as { status: string };
}

describe('a rider’s NID number', () => {
  it('is taken with 10, 13 or 17 digits, in ASCII or Bengali digits, spaces or hyphens, and kept as ASCII', async () => {
    const rider = await f.customer();
    const cases: [string, string][] = [
      ['1234567890', '1234567890'],
      ['12345678901234567', '12345678901234567'],
      [bengali('9876543210'), '9876543210'],
      [bengali('1990 2695 4100 00123'), '19902695410000123'],
      [bengali('1990-123-456-789'), '1990123456789'],
    ];
    for (const [typed, kept] of cases) {
      const saved = await saveNid(rider.token, typed);
      expect(saved.statusCode, typed).toBe(200);
      expect(json(saved).data.nidNumber, typed).toBe(kept);
      expect(json(await f.api('GET', '/api/riders/me', rider.token)).data.nidNumber, typed).toBe(kept);
    }
  });

  it('is refused with 11, 16 or 18 digits, in either digits, naming nidNumber; the number on file stays', async () => {
    const rider = await f.customer();
    expect((await saveNid(rider.token, '1234567890')).statusCode).toBe(200);
    for (const digits of ['12345678901', '1234567890123456', '123456789012345678']) {
      for (const typed of [digits, bengali(digits)]) {
        const refused = await saveNid(rider.token, typed);
        expect(refused.statusCode, typed).toBe(400);
        expect(json(refused).errorMessage[0].path, typed).toBe('nidNumber');
      }
    }
    expect(json(await f.api('GET', '/api/riders/me', rider.token)).data.nidNumber).toBe('1234567890');
  });
});

describe('the review queue', () => {
  it('lists the files waiting for review, the longest waiting first, paged with the total', async () => {
    // Accounts and details made in the order first, second, third; their files are completed, and so sent
    // for review, in the order third, first, second: the queue follows the sending, not the sign-up.
    const first = await f.customer({ name: 'First Rider' });
    const second = await f.customer({ name: 'Second Rider' });
    const third = await f.customer({ name: 'Third Rider' });
    for (const rider of [first, second, third]) {
      expect((await f.api('PUT', '/api/riders/me', rider.token, DETAILS)).statusCode).toBe(200);
    }
    // Neither an approved file nor one still missing pictures waits for review.
    const approved = await f.customer({ name: 'Approved Rider' });
    await f.api('PUT', '/api/riders/me', approved.token, DETAILS);
    expect((await sendPictures(approved.token)).status).toBe('pending');
    expect((await f.api('POST', `/api/riders/${approved.id}/approve`, staff.token)).statusCode).toBe(200);
    const incomplete = await f.customer({ name: 'Incomplete Rider' });
    await f.api('PUT', '/api/riders/me', incomplete.token, DETAILS);

    for (const rider of [third, first, second]) expect((await sendPictures(rider.token)).status).toBe('pending');

    const page = async (query: string) => {
      const res = await f.api('GET', `/api/riders${query}`, staff.token);
      expect(res.statusCode, res.body).toBe(200);
      const body = json(res);
      return { ids: body.data.map((r: { userId: string }) => r.userId) as string[], meta: body.meta };
    };
    const one = await page('?status=pending&page=1&pageSize=2');
    expect(one.ids).toEqual([third.id, first.id]);
    expect(one.meta).toMatchObject({ page: 1, pageSize: 2, total: 3, pageCount: 2 });
    const two = await page('?status=pending&page=2&pageSize=2');
    expect(two.ids).toEqual([second.id]);
    expect(two.meta).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    // Waiting for review is the default.
    expect((await page('?pageSize=10')).ids).toEqual([third.id, first.id, second.id]);

    // A change of details sends a file back to review as of now: it waits behind the others.
    const changed = await f.api('PUT', '/api/riders/me', first.token, { ...DETAILS, licenceExpiry: '2029-01-31' });
    expect(json(changed).data.status).toBe('pending');
    expect((await page('?status=pending')).ids).toEqual([third.id, second.id, first.id]);
  });
});
