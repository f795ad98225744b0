import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures.ts';
import { adminAuth, apiToken, newCustomer } from './signed-in-flows.ts';

/**
 * What the counter's tests set up over the API (docs/product/handover-and-return.md): a clerk with a till open,
 * a rider whose papers are approved, and photos as a phone's camera takes them.
 */

/** A photo as a phone's camera takes it. */
export const cameraPhoto = (n: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30 + n * 40, g: 90, b: 140 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Four photos of the bike, as the file input takes them. */
export const fourPhotos = async () =>
  Promise.all(
    [1, 2, 3, 4].map(async (n) => ({ name: `IMG_20${n}0.jpg`, mimeType: 'image/jpeg', buffer: await cameraPhoto(n) })),
  );

/** A new account made staff by the admin, with a till of today open with 500 BDT; its login and API auth. */
export async function clerkWithTill(request: APIRequestContext, name: string) {
  const clerk = await newCustomer(request, name);
  const admin = await adminAuth(request);
  const found = await request.get(`/api/customers?search=${encodeURIComponent(clerk.email)}`, { headers: admin });
  const [account] = ((await found.json()) as { data: { _id: string }[] }).data;
  const made = await request.patch(`/api/users/${account?._id}/role`, { headers: admin, data: { role: 'staff' } });
  expect(made.status(), await made.text()).toBe(200);
  const staff = { authorization: `Bearer ${await apiToken(request, clerk.email, clerk.password)}` };
  const till = await request.post('/api/tills', { headers: staff, data: { openingFloat: 500 } });
  expect(till.status(), await till.text()).toBe(201);
  return { clerk, staff };
}

/** The rider's details and four papers on file, approved by the clerk (rider-documents.spec.ts does it on screen). */
export async function approveRider(
  request: APIRequestContext,
  rider: { authorization: string },
  staff: { authorization: string },
) {
  const details = await request.put('/api/riders/me', {
    headers: rider,
    data: { nidNumber: '1990123456789', licenceNumber: 'DK0123456L00001', licenceExpiry: '2030-06-30' },
  });
  expect(details.status(), await details.text()).toBe(200);
  const paper = await cameraPhoto(0);
  for (const kind of ['nid_front', 'nid_back', 'licence', 'selfie_with_licence']) {
    const sent = await request.post('/api/riders/me/documents', {
      headers: rider,
      multipart: { kind, file: { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: paper } },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const me = await request.get('/api/users/me', { headers: rider });
  const { _id } = ((await me.json()) as { data: { _id: string } }).data;
  const approved = await request.post(`/api/riders/${_id}/approve`, { headers: staff });
  expect(approved.status(), await approved.text()).toBe(200);
}
