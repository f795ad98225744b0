import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeUploadRequest } from './fake-upload-request.ts';
import { sendPicture, uploadPicture } from './upload.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const picture = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
const saved = { status: 201, body: { success: true, message: 'Picture saved', data: { _id: 'rider-1' } } };
const expiredToken = {
  status: 401,
  body: { success: false, code: 'UNAUTHORIZED', message: 'Your session has expired, please log in again' },
};

describe('sendPicture', () => {
  it('posts kind and file as a multipart form with the bearer token, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with(saved));
    const shares: number[] = [];
    const answer = await sendPicture({
      url: 'http://shop.test/api/riders/me/documents',
      fields: { kind: 'nid_back' },
      picture,
      token: 'token-1',
      onProgress: (share) => shares.push(share),
    });
    expect(answer).toEqual(saved);
    const [sent] = FakeUploadRequest.sent;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('http://shop.test/api/riders/me/documents');
    expect(sent?.headers.authorization).toBe('Bearer token-1');
    expect(sent?.body.get('kind')).toBe('nid_back');
    const file = sent?.body.get('file') as File;
    expect(file.name).toBe('nid_back.jpg');
    expect(file.size).toBe(10);
    expect(shares).toEqual([0.5, 1]);
  });

  it('rejects as a network error when nothing comes back', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with());
    await expect(
      sendPicture({ url: '/x', fields: { kind: 'licence' }, picture, token: undefined }),
    ).rejects.toMatchObject({
      status: 'FETCH_ERROR',
    });
    expect(FakeUploadRequest.sent[0]?.headers.authorization).toBeUndefined();
  });
});

describe('uploadPicture', () => {
  it('answers the server’s message and the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with(saved));
    const session = { token: () => 'token-1', renew: vi.fn() };
    expect(await uploadPicture({ url: '/x', fields: { kind: 'licence' }, picture }, session)).toEqual({
      message: 'Picture saved',
      data: saved.body.data,
    });
    expect(session.renew).not.toHaveBeenCalled();
  });

  it('after a 401 refreshes the session once and sends the picture again with the new token', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with(expiredToken, saved));
    const session = { token: () => 'old', renew: vi.fn(async () => 'new') };
    const answer = await uploadPicture({ url: '/x', fields: { kind: 'licence' }, picture }, session);
    expect(answer.message).toBe('Picture saved');
    expect(session.renew).toHaveBeenCalledWith('old', { status: 401, data: expiredToken.body });
    expect(FakeUploadRequest.sent.map((sent) => sent.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('rejects with the server’s answer, in the shape the app’s error sentences read', async () => {
    const tooLarge = {
      status: 413,
      body: { success: false, code: 'PAYLOAD_TOO_LARGE', message: 'A picture may be at most 5 MB' },
    };
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with(tooLarge));
    const session = { token: () => 'token-1', renew: vi.fn() };
    await expect(uploadPicture({ url: '/x', fields: { kind: 'licence' }, picture }, session)).rejects.toEqual({
      status: 413,
      data: tooLarge.body,
    });
    // A 401 whose session cannot be refreshed is refused as it came.
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest.with(expiredToken));
    const ended = { token: () => 'old', renew: vi.fn(async () => null) };
    await expect(uploadPicture({ url: '/x', fields: { kind: 'licence' }, picture }, ended)).rejects.toMatchObject({
      status: 401,
    });
    expect(FakeUploadRequest.sent).toHaveLength(1);
  });
});
