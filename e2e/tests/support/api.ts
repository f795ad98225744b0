import type { APIRequestContext } from '@playwright/test';
import { uniquePhone } from './phones.ts';

export type BikeSummary = {
  _id: string;
  name: string;
  brand: string;
  model: string;
  /** Bookable right now: offered, and not held by a booking or out on rent. */
  isAvailable: boolean;
  /** The shop's own switch: offered for rent at all. */
  isOffered: boolean;
  cc: number;
  pricePerHour: number;
};

/** The shop's bikes, straight from the API (the demo data the server seeds). */
export async function listBikes(request: APIRequestContext, query = ''): Promise<BikeSummary[]> {
  const response = await request.get(`/api/bikes${query}`);
  const body = (await response.json()) as { data: BikeSummary[] };
  return body.data;
}

let counter = 0;

/** A fresh customer account; returns its e-mail and password. */
export async function registerCustomer(request: APIRequestContext, prefix = 'rider') {
  counter += 1;
  const email = `${prefix}-${Date.now()}-${process.pid}-${counter}@bond-e2e.test`;
  const password = 'e2e-password-123';
  const response = await request.post('/api/auth/signup', {
    data: { name: 'E2E Rider', email, phone: uniquePhone(), address: 'Road 9/A, Dhanmondi', password, role: 'user' },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { email, password };
}
