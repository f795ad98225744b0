import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUpTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
beforeAll(async () => {
  t = await setUpTestApp();
});
afterAll(() => t.close());

describe('contact messages', () => {
  it('stores a visitor’s message and thanks them by name', async () => {
    const res = await t.api('POST', '/api/contact', undefined, {
      name: 'Nusrat',
      email: 'nusrat@example.com',
      message: 'Do you rent helmets for a pillion?',
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Thank You Nusrat ! For Messaging Us',
      data: { name: 'Nusrat', email: 'nusrat@example.com' },
    });
  });

  it('names the missing or malformed field', async () => {
    for (const [body, field] of [
      [{ email: 'a@example.com', message: 'hi' }, 'name'],
      [{ name: 'A', email: 'nope', message: 'hi' }, 'email'],
      [{ name: 'A', email: 'a@example.com', message: '   ' }, 'message'],
    ] as const) {
      const res = await t.api('POST', '/api/contact', undefined, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).errorMessage[0].path).toBe(field);
    }
  });

  it('shows the inbox to admins only, newest first', async () => {
    const admin = await t.admin();
    const rider = await t.customer();
    // Two messages of its own (the other tests' messages are in the inbox too, or not, depending on order).
    for (const name of ['Earlier', 'Later']) {
      const sent = await t.api('POST', '/api/contact', undefined, {
        name,
        email: `${name.toLowerCase()}@example.com`,
        message: `A message sent ${name.toLowerCase()}`,
      });
      expect(sent.statusCode).toBe(201);
    }
    expect((await t.api('GET', '/api/contact')).statusCode).toBe(401);
    expect((await t.api('GET', '/api/contact', rider.token)).statusCode).toBe(403);
    const res = await t.api('GET', '/api/contact', admin.token);
    expect(res.statusCode).toBe(200);
    const names = json(res).data.map((m: { name: string }) => m.name) as string[];
    expect(names.filter((name) => name === 'Earlier' || name === 'Later')).toEqual(['Later', 'Earlier']);
  });

  it('takes 20 messages an hour from one address, then asks to call and says when to try again', async () => {
    const send = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: from,
        payload: { name: 'Busy', email: 'busy@example.com', message: 'Once more' },
      });
    // A malformed message is refused without using up the allowance.
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.77.0.1',
      payload: { name: 'Busy', email: 'nope', message: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    for (let i = 0; i < 20; i++) expect((await send('10.77.0.1')).statusCode).toBe(201);
    const refused = await send('10.77.0.1');
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'You have sent many messages in the last hour. Please call us instead',
      errorMessage: [{ path: '', message: 'You have sent many messages in the last hour. Please call us instead' }],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    // Another address is not held back.
    expect((await send('10.77.0.2')).statusCode).toBe(201);
  });
});
