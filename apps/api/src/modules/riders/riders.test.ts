import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, messages, riderDocuments, riderProfiles, users } from '../../db/schema.ts';
import { memoryRateLimitStore } from '../../plugins/rate-limit-store.ts';
import { multipartForm, photo, uploadPicture } from '../../test/pictures.ts';
import { factories, json, openSecondPool, openTestDatabase, testAppConfig } from '../../test/test-app.ts';
import { forgetClosedRiders, remindExpiringLicences } from './riders.service.ts';

/**
 * Riders on file (docs/product/riders-on-file.md): details and four pictures from the customer or the counter,
 * checked, re-encoded and kept private; staff's review; the status by the licence's expiry on the app's clock.
 */

const DAY = 24 * 60 * 60_000;
let now = Date.parse('2026-12-01T06:00:00Z');

let database: Database;
let app: FastifyInstance;
let f: ReturnType<typeof factories>;
let admin: Awaited<ReturnType<typeof f.admin>>;
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
  admin = await f.admin();
  staff = await f.staffMember(admin.token, { name: 'Counter Clerk' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const form = multipartForm;
const upload = (url: string, token: string, fields: Record<string, string>, file?: Parameters<typeof form>[1]) =>
  uploadPicture(app, url, token, fields, file);

const DETAILS = { nidNumber: '1990123456789', licenceNumber: 'DK0123456L00001', licenceExpiry: '2028-06-30' };
const KINDS = ['nid_front', 'nid_back', 'licence', 'selfie_with_licence'] as const;

/** A customer with the details and all four pictures sent: waiting for review. */
async function riderWaiting() {
  const rider = await f.customer();
  expect((await f.api('PUT', '/api/riders/me', rider.token, DETAILS)).statusCode).toBe(200);
  const small = await photo(400, 300);
  for (const kind of KINDS) {
    expect((await upload('/api/riders/me/documents', rider.token, { kind }, { bytes: small })).statusCode).toBe(201);
  }
  return rider;
}

const auditRows = (action: string, subjectId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as never), eq(auditLog.subjectId, subjectId)));

describe('a rider’s file', () => {
  it('goes to review once the details and four pictures are on file; staff view each picture, logged, and approve', async () => {
    const rider = await f.customer();
    const empty = json(await f.api('GET', '/api/riders/me', rider.token)).data;
    expect(empty).toMatchObject({ status: 'none', documents: [], missing: { details: true, documents: [...KINDS] } });

    // Bengali digits and spaces are read as the number they are.
    const saved = await f.api('PUT', '/api/riders/me', rider.token, {
      ...DETAILS,
      nidNumber: '১৯৯০ ১২৩ ৪৫৬ ৭৮৯',
      licenceNumber: 'dk-0123456-l00001',
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({ nidNumber: '1990123456789', licenceNumber: 'DK0123456L00001' });
    expect(json(saved).data.status).toBe('none');
    for (const [i, kind] of KINDS.entries()) {
      const sent = await upload('/api/riders/me/documents', rider.token, { kind }, { bytes: await photo(500, 400) });
      expect(sent.statusCode).toBe(201);
      expect(json(sent).data.status).toBe(i < 3 ? 'none' : 'pending');
    }

    const queue = json(await f.api('GET', '/api/riders?status=pending&pageSize=200', staff.token));
    const mine = queue.data.find((r: { userId: string }) => r.userId === rider.id);
    expect(mine.documents.map((d: { kind: string }) => d.kind)).toEqual([...KINDS]);
    for (const document of mine.documents) {
      const seen = await f.api('GET', `/api/riders/${rider.id}/documents/${document._id}`, staff.token);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/webp');
      expect(seen.headers['cache-control']).toBe('private, no-store');
      expect(seen.headers['x-content-type-options']).toBe('nosniff');
      expect(seen.headers['content-disposition']).toBe(`inline; filename="${document.kind}.webp"`);
    }
    const views = await auditRows('rider.document_viewed', rider.id);
    expect(views).toHaveLength(4);
    expect(views.every((row) => row.actorId === staff.id)).toBe(true);

    const approved = await f.api('POST', `/api/riders/${rider.id}/approve`, staff.token);
    expect(approved.statusCode).toBe(200);
    expect(json(approved).data).toMatchObject({ status: 'approved', reviewedBy: { _id: staff.id } });
    const own = json(await f.api('GET', '/api/riders/me', rider.token)).data;
    expect(own.status).toBe('approved');
    // Who looked at the rider's papers is staff's to know, not the rider's.
    expect(own.history).toBeUndefined();
    expect(await auditRows('rider.approved', rider.id)).toHaveLength(1);
    const history = json(await f.api('GET', `/api/riders/${rider.id}`, staff.token)).data.history;
    expect(history.map((h: { action: string; kind: string | null }) => [h.action, h.kind])).toEqual([
      ['rider.approved', null],
      ...[...KINDS].reverse().map((kind) => ['rider.document_viewed', kind]),
    ]);
    expect(history.every((h: { by: { _id: string } }) => h.by._id === staff.id)).toBe(true);
    // Once: a second press finds nothing waiting.
    const again = await f.api('POST', `/api/riders/${rider.id}/approve`, staff.token);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('RIDER_NOT_PENDING');
  });

  it('goes back to review when a detail or a picture changes after approval; the same details change nothing', async () => {
    const rider = await riderWaiting();
    expect((await f.api('POST', `/api/riders/${rider.id}/approve`, staff.token)).statusCode).toBe(200);
    expect(json(await f.api('PUT', '/api/riders/me', rider.token, DETAILS)).data.status).toBe('approved');
    const changed = await f.api('PUT', '/api/riders/me', rider.token, { ...DETAILS, licenceExpiry: '2029-01-31' });
    expect(json(changed).data).toMatchObject({ status: 'pending', reviewedAt: null });
    expect((await f.api('POST', `/api/riders/${rider.id}/approve`, staff.token)).statusCode).toBe(200);
    const replaced = await upload(
      '/api/riders/me/documents',
      rider.token,
      { kind: 'licence' },
      { bytes: await photo() },
    );
    expect(json(replaced).data.status).toBe('pending');
    // One picture per kind: the new one took the old one's place.
    const licences = await database.db
      .select()
      .from(riderDocuments)
      .where(and(eq(riderDocuments.userId, rider.id), eq(riderDocuments.kind, 'licence')));
    expect(licences).toHaveLength(1);
  });

  it('refuses details that are not an ID, a licence or a future expiry, naming the field', async () => {
    const rider = await f.customer();
    const cases: [Record<string, string>, string][] = [
      [{ ...DETAILS, nidNumber: '123456789012' }, 'nidNumber'],
      [{ ...DETAILS, licenceNumber: 'AB1' }, 'licenceNumber'],
      [{ ...DETAILS, licenceExpiry: '2026-12-01' }, 'licenceExpiry'],
      [{ ...DETAILS, licenceExpiry: '30/06/2028' }, 'licenceExpiry'],
    ];
    for (const [body, field] of cases) {
      const refused = await f.api('PUT', '/api/riders/me', rider.token, body);
      expect(refused.statusCode, field).toBe(400);
      expect(json(refused).errorMessage[0].path, field).toBe(field);
    }
    expect(json(await f.api('GET', '/api/riders/me', rider.token)).data.nidNumber).toBeNull();
  });

  it('is expired from the day after the licence’s expiry, by the clock alone, and cannot be approved then', async () => {
    const rider = await f.customer();
    const expiry = '2026-12-20';
    await f.api('PUT', '/api/riders/me', rider.token, { ...DETAILS, licenceExpiry: expiry });
    for (const kind of KINDS)
      await upload('/api/riders/me/documents', rider.token, { kind }, { bytes: await photo(300, 200) });
    const late = await riderWaiting();
    await f.api('PUT', '/api/riders/me', late.token, { ...DETAILS, licenceExpiry: expiry });
    expect((await f.api('POST', `/api/riders/${rider.id}/approve`, staff.token)).statusCode).toBe(200);

    const started = now;
    try {
      now = Date.parse('2026-12-20T17:59:00Z'); // 23:59 in Dhaka on the expiry day
      expect(json(await f.api('GET', '/api/riders/me', rider.token)).data.status).toBe('approved');
      now = Date.parse('2026-12-20T18:00:00Z'); // midnight in Dhaka
      expect(json(await f.api('GET', '/api/riders/me', rider.token)).data.status).toBe('expired');
      const expired = json(await f.api('GET', '/api/riders?status=expired&pageSize=200', staff.token)).data;
      expect(expired.map((r: { userId: string }) => r.userId)).toContain(rider.id);
      const refused = await f.api('POST', `/api/riders/${late.id}/approve`, staff.token);
      expect(refused.statusCode).toBe(409);
      expect(json(refused).code).toBe('LICENCE_EXPIRED');
    } finally {
      now = started;
    }
  });

  it('is rejected with a reason the rider reads and is sent by SMS in their language', async () => {
    const rider = await riderWaiting();
    await database.db.update(users).set({ language: 'bn' }).where(eq(users.id, rider.id));
    const rejected = await f.api('POST', `/api/riders/${rider.id}/reject`, staff.token, {
      reason: 'লাইসেন্সের ছবি ঝাপসা',
    });
    expect(rejected.statusCode).toBe(200);
    const mine = json(await f.api('GET', '/api/riders/me', rider.token)).data;
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'লাইসেন্সের ছবি ঝাপসা' });
    const sent = await database.db.select().from(messages).where(eq(messages.userId, rider.id));
    const sms = sent.filter((m) => m.template === 'rider_rejected' && m.channel === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('লাইসেন্সের ছবি ঝাপসা');
    expect(await auditRows('rider.rejected', rider.id)).toHaveLength(1);
    const [last] = json(await f.api('GET', `/api/riders/${rider.id}`, staff.token)).data.history;
    expect(last).toMatchObject({ action: 'rider.rejected', reason: 'লাইসেন্সের ছবি ঝাপসা', by: { _id: staff.id } });
    const twice = await f.api('POST', `/api/riders/${rider.id}/reject`, staff.token, { reason: 'again' });
    expect(json(twice).code).toBe('RIDER_NOT_PENDING');
    // A new picture sends it back to review, without the old reason.
    const resent = await upload('/api/riders/me/documents', rider.token, { kind: 'licence' }, { bytes: await photo() });
    expect(json(resent).data).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('is taken at the counter too: staff photograph a customer’s papers, logged; never for staff', async () => {
    const rider = await f.customer();
    const sent = await upload(
      `/api/riders/${rider.id}/documents`,
      staff.token,
      { kind: 'nid_front' },
      { bytes: await photo() },
    );
    expect(sent.statusCode).toBe(201);
    expect(json(sent).data.documents[0].uploadedBy).toEqual({ _id: staff.id, name: 'Counter Clerk' });
    expect(await auditRows('rider.document_added', rider.id)).toHaveLength(1);
    const forStaff = await upload(
      `/api/riders/${staff.id}/documents`,
      staff.token,
      { kind: 'nid_front' },
      { bytes: await photo() },
    );
    expect(forStaff.statusCode).toBe(409);
    expect(json(forStaff).code).toBe('NOT_A_CUSTOMER');
  });
});

describe('who sees a rider’s file', () => {
  it('keeps the review to staff: 401 for a stranger, 403 for a customer, checked before the input', async () => {
    const rider = await riderWaiting();
    const other = await f.customer();
    for (const [method, url] of [
      ['GET', '/api/riders'],
      ['GET', '/api/riders?status=nonsense'],
      ['GET', `/api/riders/${rider.id}`],
      ['POST', `/api/riders/${rider.id}/approve`],
      ['POST', `/api/riders/${rider.id}/reject`],
    ] as const) {
      expect((await f.api(method, url)).statusCode, url).toBe(401);
      expect((await f.api(method, url, other.token)).statusCode, url).toBe(403);
    }
    expect(json(await f.api('GET', '/api/riders/me', rider.token)).data.status).toBe('pending');
  });

  it('shows a customer their own thumbnails and nobody else’s; staff get 404 for a picture of another rider', async () => {
    const rider = await riderWaiting();
    const other = await riderWaiting();
    const [own] = json(await f.api('GET', '/api/riders/me', rider.token)).data.documents;
    const [theirs] = json(await f.api('GET', '/api/riders/me', other.token)).data.documents;
    const thumb = await f.api('GET', `/api/riders/me/documents/${own._id}/thumbnail`, rider.token);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    expect((await f.api('GET', `/api/riders/me/documents/${theirs._id}/thumbnail`, rider.token)).statusCode).toBe(404);
    expect((await f.api('GET', `/api/riders/${rider.id}/documents/${theirs._id}`, staff.token)).statusCode).toBe(404);
    // The full picture is staff's only.
    expect((await f.api('GET', `/api/riders/${rider.id}/documents/${own._id}`, rider.token)).statusCode).toBe(403);
  });
});

describe('a picture sent', () => {
  it('is re-encoded as WebP, at most 1600 px on the long side, upright and with no metadata kept', async () => {
    const rider = await f.customer();
    const original = await photo(3000, 2000, 'jpeg', true);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const sent = await upload('/api/riders/me/documents', rider.token, { kind: 'licence' }, { bytes: original });
    expect(sent.statusCode).toBe(201);
    const document = json(sent).data.documents[0];
    expect(document).toMatchObject({ contentType: 'image/webp', width: 1600, height: 1067 });
    const stored = await f.api('GET', `/api/riders/${rider.id}/documents/${document._id}`, staff.token);
    const kept = await sharp(stored.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect({ exif: kept.exif, icc: kept.icc, xmp: kept.xmp, iptc: kept.iptc }).toEqual({
      exif: undefined,
      icc: undefined,
      xmp: undefined,
      iptc: undefined,
    });
    expect(stored.rawPayload.includes('PhoneMaker')).toBe(false);
  });

  it('takes PNG and WebP as well', async () => {
    const rider = await f.customer();
    for (const format of ['png', 'webp'] as const) {
      const sent = await upload(
        '/api/riders/me/documents',
        rider.token,
        { kind: 'nid_back' },
        { bytes: await photo(640, 480, format) },
      );
      expect(sent.statusCode, format).toBe(201);
    }
  });

  it('is refused for what is not a JPEG, PNG or WebP by its content, whatever its name says (415)', async () => {
    const rider = await f.customer();
    const jpeg = await photo(200, 200);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /XObject /Subtype /Image >> stream\n'), jpeg]);
    const html = Buffer.concat([Buffer.from('<html><script>alert(document.cookie)</script>'), jpeg]);
    const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
    for (const [name, bytes] of [
      ['svg', svg],
      ['pdf', pdf],
      ['html', html],
      ['script', script],
    ] as const) {
      const refused = await upload(
        '/api/riders/me/documents',
        rider.token,
        { kind: 'licence' },
        { bytes, name: `${name}.jpg` },
      );
      expect(refused.statusCode, name).toBe(415);
      expect(json(refused).code, name).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const notForm = await f.api('POST', '/api/riders/me/documents', rider.token, { kind: 'licence' });
    expect(notForm.statusCode).toBe(415);
    expect(json(await f.api('GET', '/api/riders/me', rider.token)).data.documents).toEqual([]);
  });

  it('is refused beyond 5 MB as received (413), without a kind or a file (400), and cut short keeps nothing', async () => {
    const rider = await f.customer();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
    const tooBig = await upload('/api/riders/me/documents', rider.token, { kind: 'licence' }, { bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    const noKind = await upload('/api/riders/me/documents', rider.token, {}, { bytes: await photo(100, 100) });
    expect(json(noKind).errorMessage[0].path).toBe('kind');
    const badKind = await upload(
      '/api/riders/me/documents',
      rider.token,
      { kind: 'passport' },
      { bytes: await photo(100, 100) },
    );
    expect(json(badKind).errorMessage[0].path).toBe('kind');
    const noFile = await upload('/api/riders/me/documents', rider.token, { kind: 'licence' });
    expect(json(noFile).errorMessage[0].path).toBe('file');

    const { payload, type } = await form({ kind: 'licence' }, { bytes: await photo(800, 600) });
    const cut = await app.inject({
      method: 'POST',
      url: '/api/riders/me/documents',
      headers: { authorization: `Bearer ${rider.token}`, 'content-type': type },
      payload: payload.subarray(0, Math.floor(payload.length / 2)),
    });
    expect(cut.statusCode).toBe(400);
    expect(json(await f.api('GET', '/api/riders/me', rider.token)).data.documents).toEqual([]);
  });

  it('keeps nothing of the file’s name: one with ../ and a line break is stored and served under its kind', async () => {
    const rider = await f.customer();
    const sent = await upload(
      '/api/riders/me/documents',
      rider.token,
      { kind: 'selfie_with_licence' },
      { bytes: await photo(300, 300), name: '../../etc/passwd\r\nX-Injected: yes.jpg' },
    );
    expect(sent.statusCode).toBe(201);
    const [document] = json(sent).data.documents;
    const served = await f.api('GET', `/api/riders/${rider.id}/documents/${document._id}`, staff.token);
    expect(served.headers['content-disposition']).toBe('inline; filename="selfie_with_licence.webp"');
    expect(served.headers['x-injected']).toBeUndefined();
  });

  it('refuses a decompression bomb from its header, before decoding it (422), with no memory spike', async () => {
    const rider = await f.customer();
    const bomb = pngHeaderOnly(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const before = process.memoryUsage().rss;
    const refused = await upload(
      '/api/riders/me/documents',
      rider.token,
      { kind: 'licence' },
      { bytes: bomb, name: 'bomb.png' },
    );
    const grown = process.memoryUsage().rss - before;
    expect(refused.statusCode).toBe(422);
    expect(json(refused).code).toBe('IMAGE_TOO_LARGE');
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  });

  it('is limited to 20 an hour for one account (429 after), and the next hour opens again', async () => {
    const rider = await f.customer();
    const tiny = await photo(60, 60, 'png');
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        (await upload('/api/riders/me/documents', rider.token, { kind: 'nid_front' }, { bytes: tiny })).statusCode,
      );
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(20);
    expect(answers.slice(20)).toEqual(Array(10).fill(429));
    const started = now;
    try {
      now += DAY;
      expect(
        (await upload('/api/riders/me/documents', rider.token, { kind: 'nid_front' }, { bytes: tiny })).statusCode,
      ).toBe(201);
    } finally {
      now = started;
    }
  });
});

describe('the timed jobs', () => {
  const closeAccount = (id: string, daysAgo: number) =>
    database.db
      .update(users)
      .set({ deactivatedAt: new Date(now - daysAgo * DAY) })
      .where(eq(users.id, id));
  const fileOf = async (id: string) => ({
    documents: (await database.db.select().from(riderDocuments).where(eq(riderDocuments.userId, id))).length,
    profiles: (await database.db.select().from(riderProfiles).where(eq(riderProfiles.userId, id))).length,
  });

  it('deletes a closed account’s papers 90 days after it closed, once, with a row of the audit log by no one', async () => {
    const gone = await riderWaiting();
    const recent = await riderWaiting();
    await closeAccount(gone.id, 91);
    await closeAccount(recent.id, 89);
    const other = await openSecondPool(database);
    try {
      // Two processes at once: each file is deleted by one of them.
      const counts = await Promise.all([
        forgetClosedRiders(database.db, new Date(now)),
        forgetClosedRiders((other ?? database).db, new Date(now)),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await other?.close();
    }
    expect(await fileOf(gone.id)).toEqual({ documents: 0, profiles: 0 });
    expect(await fileOf(recent.id)).toEqual({ documents: 4, profiles: 1 });
    const logged = await auditRows('rider.documents_deleted', gone.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorId: null, before: { documents: 4 }, after: null });
    // Again: nothing more to do, nothing more logged.
    expect(await forgetClosedRiders(database.db, new Date(now))).toBe(0);
    expect(await auditRows('rider.documents_deleted', gone.id)).toHaveLength(1);
    // The audit log page shows the job's row with no one as its actor.
    const page = json(await f.api('GET', '/api/audit?action=rider.documents_deleted&pageSize=200', admin.token));
    expect(page.data.find((e: { subject: { _id: string } }) => e.subject._id === gone.id).actor).toBeNull();
    // Two days later the other one's time is up too.
    expect(await forgetClosedRiders(database.db, new Date(now + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await fileOf(recent.id)).toEqual({ documents: 0, profiles: 0 });
  });

  it('reminds an approved rider 30 days before the licence expires, once per expiry date', async () => {
    const rider = await f.customer();
    const expiry = new Date(now + 20 * DAY).toISOString().slice(0, 10);
    await f.api('PUT', '/api/riders/me', rider.token, { ...DETAILS, licenceExpiry: expiry });
    for (const kind of KINDS)
      await upload('/api/riders/me/documents', rider.token, { kind }, { bytes: await photo(200, 200) });
    const reminders = async () =>
      (await database.db.select().from(messages).where(eq(messages.userId, rider.id))).filter(
        (m) => m.template === 'licence_expiring',
      );
    // Waiting for review: no reminder yet.
    await remindExpiringLicences(database.db, app.messageContext, new Date(now));
    expect(await reminders()).toEqual([]);
    expect((await f.api('POST', `/api/riders/${rider.id}/approve`, staff.token)).statusCode).toBe(200);
    await remindExpiringLicences(database.db, app.messageContext, new Date(now));
    await remindExpiringLicences(database.db, app.messageContext, new Date(now + DAY));
    const sent = await reminders();
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.find((m) => m.channel === 'sms')!.body).toContain('expires on');

    // A licence that expires later is not reminded of yet.
    const later = await riderWaiting();
    expect((await f.api('POST', `/api/riders/${later.id}/approve`, staff.token)).statusCode).toBe(200);
    await remindExpiringLicences(database.db, app.messageContext, new Date(now));
    const laterMessages = await database.db.select().from(messages).where(eq(messages.userId, later.id));
    expect(laterMessages.filter((m) => m.template === 'licence_expiring')).toEqual([]);
  });
});

/** A PNG that declares `width` × `height` pixels with one row of data: small to send, enormous to decode. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
