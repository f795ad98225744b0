import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUpTestApp } from '../test/test-app.ts';

/**
 * The session and the role are checked before the body or the path is
 * validated, so a caller who may not use a route learns nothing of its field rules.
 */
let t: Awaited<ReturnType<typeof setUpTestApp>>;
let customerToken: string;

beforeAll(async () => {
  t = await setUpTestApp();
  customerToken = (await t.customer()).token;
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> };

/** Protected calls with a body or path that would fail validation. */
const customerCalls: Call[] = [
  { method: 'PUT', url: '/api/users/me', payload: {} },
  { method: 'POST', url: '/api/rentals', payload: {} },
  { method: 'POST', url: '/api/rentals/not-an-id/payAdvance' },
  { method: 'POST', url: '/api/rentals/not-an-id/payRental/abc' },
  { method: 'POST', url: '/api/auth/logout-all', payload: { extra: true } },
];
const adminCalls: Call[] = [
  { method: 'PATCH', url: '/api/rentals/calculate', payload: {} },
  { method: 'POST', url: '/api/bikes', payload: {} },
  { method: 'PUT', url: '/api/bikes/not-an-id', payload: {} },
  { method: 'DELETE', url: '/api/bikes/not-an-id' },
  { method: 'PUT', url: '/api/users/user/not-an-id' },
  { method: 'DELETE', url: '/api/users/not-an-id' },
  { method: 'GET', url: '/api/rentals/all?unknown=1' },
];

describe('authentication and role before validation', () => {
  it('answers 401, not 400, to an anonymous caller with a bad body or path', async () => {
    for (const call of [...customerCalls, ...adminCalls]) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(json(res).code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403, not the admin route’s field rules, to a customer', async () => {
    for (const call of adminCalls) {
      const res = await t.app.inject({ ...call, headers: { authorization: `Bearer ${customerToken}` } });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(json(res).code).toBe('FORBIDDEN');
      expect(JSON.stringify(json(res))).not.toMatch(/bookingId|bikeReturnTime/);
    }
  });

  it('still validates after the session is checked', async () => {
    const res = await t.api('PATCH', '/api/rentals/calculate', (await t.admin()).token, {});
    expect(res.statusCode).toBe(400);
    expect(json(res).code).toBe('VALIDATION_FAILED');
  });
});
