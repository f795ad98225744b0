import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi } from '../../test/mock-api.ts';
import { readPicture } from './use-picture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = '/riders/me/documents/81000000-0000-4000-8000-000000000001/thumbnail';
const webp = () => new Response(new Uint8Array(12), { status: 200, headers: { 'content-type': 'image/webp' } });

describe('readPicture', () => {
  it('reads a picture with the bearer token; after a 401 refreshes the session once and reads it again', async () => {
    const { calls } = mockApi({
      [`GET /api${PATH}`]: ({ headers }) =>
        headers.get('authorization') === 'Bearer new'
          ? webp()
          : json(errorBody('Your session has expired', 'UNAUTHENTICATED'), 401),
    });
    const session = { token: () => 'old', renew: vi.fn(async () => 'new') };
    const blob = await readPicture(PATH, session, new AbortController().signal);
    expect(blob.size).toBe(12);
    expect(session.renew).toHaveBeenCalledWith('old', {
      status: 401,
      data: errorBody('Your session has expired', 'UNAUTHENTICATED'),
    });
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('rejects with the server’s answer, as the app’s error sentences read it', async () => {
    mockApi({ [`GET /api${PATH}`]: () => json(errorBody('Picture not found', 'NOT_FOUND'), 404) });
    const session = { token: () => 'token', renew: vi.fn() };
    await expect(readPicture(PATH, session, new AbortController().signal)).rejects.toMatchObject({
      status: 404,
      data: { message: 'Picture not found' },
    });
    expect(session.renew).not.toHaveBeenCalled();
  });
});
