import { expect, type APIRequestContext } from '@playwright/test';
import { adminAuth } from './signed-in-flows.ts';

type Message = { _id: string; channel: 'sms' | 'email'; status: string; template: string; attempts: number };

/** The messages about one rental, as the admin's API lists them. */
export async function messagesOf(request: APIRequestContext, rentalId: string): Promise<Message[]> {
  const res = await request.get(`/api/notifications?rental=${rentalId}`, { headers: await adminAuth(request) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Message[] }).data;
}
