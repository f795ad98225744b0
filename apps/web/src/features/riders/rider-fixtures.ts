/** Riders' files and a stand-in XMLHttpRequest for the riders' tests. */
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

/** What a stand-in request was sent. */
export type SentUpload = { method: string; url: string; headers: Record<string, string>; body: FormData };

/**
 * A stand-in XMLHttpRequest: records what is sent, reports progress, and answers with `answer` (a status
 * and a JSON body). Put in place with `vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with(...))`.
 */
export class FakeUploadRequest {
  static sent: SentUpload[] = [];
  static answers: { status: number; body: unknown }[] = [];
  /** While true, each request stops half sent until `release()`. */
  static holding = false;
  static held: (() => void)[] = [];

  static release() {
    FakeUploadRequest.holding = false;
    for (const finish of FakeUploadRequest.held.splice(0)) finish();
  }

  /** A class answering these in turn (the last one again once they run out). */
  static with(...answers: { status: number; body: unknown }[]) {
    FakeUploadRequest.sent = [];
    FakeUploadRequest.answers = answers;
    FakeUploadRequest.holding = false;
    FakeUploadRequest.held = [];
    return FakeUploadRequest;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData) {
    const index = FakeUploadRequest.sent.length;
    FakeUploadRequest.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    const answer = FakeUploadRequest.answers[Math.min(index, FakeUploadRequest.answers.length - 1)];
    const finish = () => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
      if (!answer) {
        this.onerror?.();
        return;
      }
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    };
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      if (FakeUploadRequest.holding) FakeUploadRequest.held.push(finish);
      else finish();
    });
  }
}
