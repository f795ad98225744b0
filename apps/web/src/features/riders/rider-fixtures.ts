/** Riders' files for the riders' tests. */
import type { Rider, RiderDocument, RiderDocumentKind } from '@bond/contract/riders';
import { RIDER_DOCUMENT_KINDS } from '@bond/contract/riders';

export const RIDER_ID = '80000000-0000-4000-8000-000000000001';

const documentOf = (kind: RiderDocumentKind, n: number): RiderDocument => ({
  _id: `81000000-0000-4000-8000-00000000000${n}`,
  kind,
  contentType: 'image/webp',
  width: 1600,
  height: 1200,
  bytes: 120_000,
  uploadedAt: '2026-11-20T04:00:00.000Z',
  uploadedBy: { _id: RIDER_ID, name: 'Rina Akter' },
});

/** A file with the details and the pictures of `kinds` on file; its status follows unless given. */
export function makeRider(overrides: Partial<Rider> & { kinds?: readonly RiderDocumentKind[] } = {}): Rider {
  const { kinds = [], ...rest } = overrides;
  const documents = kinds.map((kind) => documentOf(kind, RIDER_DOCUMENT_KINDS.indexOf(kind) + 1));
  const missing = RIDER_DOCUMENT_KINDS.filter((kind) => !kinds.includes(kind));
  const details = rest.nidNumber !== null;
  return {
    userId: RIDER_ID,
    name: 'Rina Akter',
    phone: '+8801711000001',
    email: 'rina@example.com',
    status: missing.length === 0 && details ? 'pending' : 'none',
    nidNumber: '1990123456789',
    licenceNumber: 'DK0123456L00001',
    licenceExpiry: '2028-06-30',
    documents,
    missing: { details: !details, documents: missing },
    submittedAt: missing.length === 0 ? '2026-11-20T04:00:00.000Z' : null,
    reviewedAt: null,
    reviewedBy: null,
    rejectionReason: null,
    ...rest,
  };
}
