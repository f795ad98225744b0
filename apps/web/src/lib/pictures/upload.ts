/**
 * A picture sent to the shop: a rider's paper (docs/product/riders-on-file.md#pictures) or a photo of a rented
 * bike (docs/product/handover-and-return.md#photos). A multipart form with its fields and `file`, by
 * XMLHttpRequest because fetch tells nothing of an upload's progress. It carries the session's bearer token
 * like every other call, and after a 401 the session is refreshed once (or ended) the way the base query does
 * it (lib/base-api.ts).
 */
import { API_TIMEOUT_MS, type Session } from '../base-api.ts';

/** What the server answered: its status and its JSON body (undefined when it sent none). */
export type UploadAnswer = { status: number; body: unknown };

/**
 * A refusal in the shape RTK Query gives its errors (`apiErrorMessage` and `apiErrorCode` read it): the
 * status with the server's body, or `FETCH_ERROR` / `TIMEOUT_ERROR`.
 */
export type UploadRefusal = { status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR'; data?: unknown; error?: string };

export type SendOptions = {
  /** The address to post to. */
  url: string;
  /** The form's fields before the file (a rider's picture names its `kind`); the file is named by the first. */
  fields?: Record<string, string>;
  picture: Blob;
  token: string | undefined;
  /** The share sent so far, from 0 to 1. */
  onProgress?: (share: number) => void;
  /** Makes the request (a stand-in in tests). */
  makeRequest?: () => XMLHttpRequest;
};

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Posts the form once and answers what the server said; rejects with an `UploadRefusal` when nothing came back. */
export function sendPicture({
  url,
  fields = {},
  picture,
  token,
  onProgress,
  makeRequest = () => new XMLHttpRequest(),
}: SendOptions): Promise<UploadAnswer> {
  const form = new FormData();
  // The fields first: the server reads them in either order, but this way a cut form names its kind.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const name = Object.values(fields)[0] ?? 'photo';
  form.append('file', picture, picture.type === 'image/jpeg' ? `${name}.jpg` : name);
  return new Promise((resolve, reject) => {
    const request = makeRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.timeout = API_TIMEOUT_MS * 3;
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
    request.onerror = () => reject({ status: 'FETCH_ERROR', error: 'upload failed' } satisfies UploadRefusal);
    request.ontimeout = () => reject({ status: 'TIMEOUT_ERROR', error: 'upload timed out' } satisfies UploadRefusal);
    request.send(form);
  });
}

/**
 * Sends a picture with the session's token; after a 401 the session is refreshed once and the picture sent
 * again. Answers the server's message and its `data` (a rider's file as it now stands, a photo's record), or
 * rejects with an `UploadRefusal` carrying the server's message.
 */
export async function uploadPicture<Data>(
  options: Omit<SendOptions, 'token'>,
  session: Session,
): Promise<{ message: string; data: Data }> {
  const sent = session.token();
  let answer = await sendPicture({ ...options, token: sent });
  if (answer.status === 401 && sent !== undefined) {
    const refusal: UploadRefusal = { status: 401, data: answer.body };
    const token = await session.renew(sent, refusal);
    if (token) answer = await sendPicture({ ...options, token });
  }
  if (answer.status >= 200 && answer.status < 300) {
    const { message, data } = (answer.body ?? {}) as { message?: string; data?: Data };
    if (data) return { message: message ?? '', data };
  }
  throw { status: answer.status, data: answer.body } satisfies UploadRefusal;
}
