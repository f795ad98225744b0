import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { photo, uploadPicture } from './pictures.ts';
import { json, type factories } from './test-app.ts';

/** What a handover needs of the test's app: the factories and the app itself. */
type App = ReturnType<typeof factories> & { app: FastifyInstance };

const RIDER_DETAILS = { nidNumber: '1990123456789', licenceNumber: 'DK0123456L00001', licenceExpiry: '2030-06-30' };
const RIDER_KINDS = ['nid_front', 'nid_back', 'licence', 'selfie_with_licence'] as const;

/**
 * A customer whose ID and licence details and four pictures are on file (docs/product/riders-on-file.md),
 * approved by `staffToken`'s holder unless `approve: false` (then waiting for review).
 */
export async function riderOnFile(t: App, staffToken: string, { approve = true } = {}) {
  const customer = await t.customer();
  expect((await t.api('PUT', '/api/riders/me', customer.token, RIDER_DETAILS)).statusCode).toBe(200);
  const bytes = await photo(320, 240);
  for (const kind of RIDER_KINDS) {
    const sent = await uploadPicture(t.app, '/api/riders/me/documents', customer.token, { kind }, { bytes });
    expect(sent.statusCode).toBe(201);
  }
  if (approve) expect((await t.api('POST', `/api/riders/${customer.id}/approve`, staffToken)).statusCode).toBe(200);
  return customer;
}

/** `n` photos of a rental's bike taken by `token`'s holder; their ids, in the order taken. */
export async function photosOfRental(t: App, token: string, rentalId: string, n = 4): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const bytes = await photo(320, 240);
    const sent = await uploadPicture(t.app, `/api/rentals/${rentalId}/photos`, token, {}, { bytes });
    expect(sent.statusCode).toBe(201);
    ids.push(json(sent).data._id);
  }
  return ids;
}
