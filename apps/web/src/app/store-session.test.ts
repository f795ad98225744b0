import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from './store.ts';
import { addUser } from '../features/account/user-slice.ts';
import { bikesApi } from '../features/catalogue/api.ts';
import { sessionOf } from '../lib/base-api.ts';
import { errorBody, json, makeBike, mockApi } from '../test/mock-api.ts';
import { fakeToken } from '../test/tokens.ts';

/*
 * The request layer (lib/base-api.ts) inside the app's store: the bearer token, the one 401 handler and the
 * user slice that a refreshed or ended session updates. It sits in app/ because, like the store, it puts lib
 * and features together.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedInStore() {
  const token = fakeToken({ user_email: 'rider@example.com', user_role: 'user' });
  Cookies.set('authToken', token);
  const store = makeStore();
  store.dispatch(addUser(token));
  return { store, token };
}

describe('base API', () => {
  it('calls /api with credentials and the bearer token from the authToken cookie', async () => {
    const { token, store } = signedInStore();
    const { fetchMock, calls } = mockApi({
      'GET /api/bikes': () => json({ success: true, message: 'ok', data: [makeBike()] }),
    });
    await store.dispatch(bikesApi.endpoints.getBikes.initiate({ searchByBrand: 'Yamaha' }));
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]?.query.get('searchByBrand')).toBe('Yamaha');
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.credentials).toBe('include');
  });

  it('on a 401 tries the refresh cookie once and repeats the call with the new token', async () => {
    const { store } = signedInStore();
    const fresh = fakeToken({ user_email: 'rider@example.com', user_role: 'user' }) + 'x';
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/bikes': ({ headers }) => {
        attempts += 1;
        return headers.get('authorization') === `Bearer ${fresh}`
          ? json({ success: true, message: 'ok', data: [] })
          : json(errorBody('Your session has expired', 'UNAUTHENTICATED'), 401);
      },
      'GET /api/auth/refresh-token': () =>
        json({
          success: true,
          message: 'Token refreshed',
          token: fresh,
          data: { email: 'rider@example.com', role: 'user' },
        }),
    });
    const result = await store.dispatch(bikesApi.endpoints.getBikes.initiate({}));
    expect(result.data).toEqual([]);
    expect(attempts).toBe(2);
    expect(calls.map((c) => c.path)).toEqual(['/api/bikes', '/api/auth/refresh-token', '/api/bikes']);
    expect(Cookies.get('authToken')).toBe(fresh);
    expect(store.getState().user.email).toBe('rider@example.com');
  });

  it('uses the token another tab has just refreshed instead of spending the refresh cookie again', async () => {
    const { store } = signedInStore();
    const fresh = fakeToken({ user_email: 'rider@example.com', user_role: 'user' }) + 'y';
    const { calls } = mockApi({
      'GET /api/bikes': ({ headers }) => {
        if (headers.get('authorization') === `Bearer ${fresh}`) return json({ success: true, message: 'ok', data: [] });
        // Meanwhile another tab refreshed the session and stored its new token in the shared cookie.
        Cookies.set('authToken', fresh);
        return json(errorBody('Your session has expired', 'UNAUTHENTICATED'), 401);
      },
    });
    const result = await store.dispatch(bikesApi.endpoints.getBikes.initiate({}));
    expect(result.data).toEqual([]);
    expect(calls.map((c) => c.path)).toEqual(['/api/bikes', '/api/bikes']);
    expect(store.getState().user.email).toBe('rider@example.com');
  });

  it('ends the session when the refresh fails too', async () => {
    const { store } = signedInStore();
    mockApi({
      'GET /api/bikes': () => json(errorBody('Your session has expired', 'UNAUTHENTICATED'), 401),
      'GET /api/auth/refresh-token': () => json(errorBody('Please log in again', 'UNAUTHENTICATED'), 401),
    });
    const result = await store.dispatch(bikesApi.endpoints.getBikes.initiate({}));
    expect(result.error).toMatchObject({ status: 401 });
    expect(Cookies.get('authToken')).toBeUndefined();
    expect(store.getState().user).toEqual({ email: '', role: '' });
  });

  it('gives a call made outside RTK Query (an upload) the same token, refresh and end of the session', async () => {
    const { store, token } = signedInStore();
    const fresh = fakeToken({ user_email: 'rider@example.com', user_role: 'user' }) + 'z';
    let refreshes = 0;
    const { calls } = mockApi({
      'GET /api/auth/refresh-token': () => {
        refreshes += 1;
        return refreshes === 1
          ? json({ success: true, message: 'Token refreshed', token: fresh, data: { email: 'rider@example.com' } })
          : json(errorBody('Please log in again', 'UNAUTHENTICATED'), 401);
      },
    });
    const session = sessionOf(store.dispatch, store.getState);
    expect(session.token()).toBe(token);
    const refusal = { status: 401, data: errorBody('Your session has expired', 'UNAUTHENTICATED') };
    expect(await session.renew(token, refusal)).toBe(fresh);
    expect(Cookies.get('authToken')).toBe(fresh);
    expect(session.token()).toBe(fresh);
    expect(store.getState().user.email).toBe('rider@example.com');
    // Refused again and the refresh cookie spent: the session ends as it does for any call.
    expect(await session.renew(fresh, refusal)).toBeNull();
    expect(Cookies.get('authToken')).toBeUndefined();
    expect(store.getState().user).toEqual({ email: '', role: '' });
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refresh-token', '/api/auth/refresh-token']);
  });

  it('leaves a visitor alone on a 401 (a wrong password is not an expired session)', async () => {
    const store = makeStore();
    const { calls } = mockApi({
      'GET /api/bikes': () => json(errorBody('Please log in', 'UNAUTHENTICATED'), 401),
    });
    await store.dispatch(bikesApi.endpoints.getBikes.initiate({}));
    expect(calls).toHaveLength(1);
  });

  it('keeps errors in the shapes the earlier shop’s client reads', async () => {
    const store = makeStore();
    mockApi({
      'GET /api/bikes': () =>
        new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'application/json' } }),
      'GET /api/bikes/missing': () => json(errorBody('Bike not found', 'NOT_FOUND'), 404),
    });
    const parsing = await store.dispatch(bikesApi.endpoints.getBikes.initiate({}));
    expect(parsing.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 });
    const missing = await store.dispatch(bikesApi.endpoints.getBike.initiate('missing'));
    expect(missing.error).toMatchObject({ status: 404, data: { errorMessage: [{ message: 'Bike not found' }] } });
  });
});
