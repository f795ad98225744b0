import { bikePrices, type Bike } from '@bond/contract/bikes';
import type { PublicCoupon } from '@bond/contract/price-lists';
import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
type Handler = (call: ApiCall) => Response | Promise<Response>;

/** A JSON response, as the API sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function errorBody(message: string, code = 'VALIDATION_FAILED') {
  return { success: false, code, message, errorMessage: [{ path: '', message }] };
}

/**
 * Replaces `fetch` with handlers keyed 'METHOD /api/path'. Every call is recorded; a call with no handler
 * fails the test loudly.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) throw new Error(`No mock for ${call.method} ${call.path}`);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

let nextBike = 0;

export function makeBike(overrides: Partial<Bike> = {}): Bike {
  nextBike += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(nextBike).padStart(12, '0')}`,
    name: `Bike ${nextBike}`,
    brand: 'Yamaha',
    model: 'FZS V3',
    year: 2023,
    image: '/media/bikes/yamaha-fzs-v3.svg',
    description: 'A calm 150 CC commuter.',
    cc: 150,
    deposit: 2000,
    isAvailable: true,
    isOffered: overrides.isAvailable ?? true,
    isBooked: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
    ...bikePrices({ pricePerHour: 150, ...overrides }),
  };
}

/** GET /api/bikes answering with the bikes that match the query, the way the server filters. */
export function bikesHandler(bikes: readonly Bike[]): Handler {
  return ({ query }) => {
    const norm = (s: string) => s.trim().toLowerCase();
    const name = query.get('searchByName');
    const brand = query.get('searchByBrand');
    const model = query.get('searchByModel');
    const availability = query.get('searchByAvailability');
    const data = bikes.filter(
      (b) =>
        (!name || norm(b.name).includes(norm(name))) &&
        (!brand || norm(b.brand) === norm(brand)) &&
        (!model || norm(b.model).includes(norm(model))) &&
        (!availability || (availability === 'Available') === b.isAvailable),
    );
    return json({ success: true, message: 'Bikes retrieved successfully', data });
  };
}

/** A coupon as `GET /api/coupons/active` lists it: 10% off, no minimum, no days, for any bike. */
export function makeCoupon(overrides: Partial<PublicCoupon> = {}): PublicCoupon {
  return {
    code: 'RIDE10',
    kind: 'percent',
    value: 10,
    minimumCharge: 0,
    validFrom: null,
    validTo: null,
    firstRentalOnly: false,
    bikeId: null,
    details: { en: 'Get 10% off any rental', bn: 'যেকোনো ভাড়ায় পান ১০% ছাড়' },
    ...overrides,
  };
}

/** GET /api/coupons/active answering with these coupons. */
export function couponsHandler(coupons: readonly PublicCoupon[]): Handler {
  return () => json({ success: true, message: 'Coupons retrieved successfully', data: coupons });
}

/** GET /api/payments/gateways answering with these gateways, in the order the shop offers them. */
export function gatewaysHandler(names: readonly string[] = ['aamarpay', 'bkash']): Handler {
  return () => json({ success: true, message: 'Payment gateways', data: names.map((name) => ({ name })) });
}
