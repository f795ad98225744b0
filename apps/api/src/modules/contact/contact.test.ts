import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUpTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof setUpTestApp>>;
beforeAll(async () => {
  t = await setUpTestApp();
});
afterAll(() => t.close());

describe('contact messages (D11)', () => {
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
});
