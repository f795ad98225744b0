/** A stand-in XMLHttpRequest for the tests of picture uploads. */

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
