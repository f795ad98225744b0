import { bikePrices, type Bike } from '@bond/contract/bikes';
import { priceRental } from '@bond/contract/charge';
import { couponProblem, normalCouponCode, type CouponTerms } from '@bond/contract/coupon-terms';
import type { Language } from '@bond/contract/languages';
import type { PublicAddOn } from '@bond/contract/price-lists';
import { quoteOfCharge, type Quote, type QuoteRequest } from '@bond/contract/quote';
import type { Rental } from '@bond/contract/rentals';
import { sayText } from '@bond/contract/say';
import { errorBody, json, type ApiCall } from './mock-api.ts';

/** A coupon as the test's stand-in knows it: the terms the server would read from its row. */
export function couponTerms(over: Partial<CouponTerms> & Pick<CouponTerms, 'code' | 'kind' | 'value'>): CouponTerms {
  return {
    minimumCharge: 0,
    validFrom: null,
    validTo: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstRentalOnly: false,
    bikeId: null,
    active: true,
    ...over,
  };
}

/**
 * POST /api/rentals/quote answered by the contract's own charge rule over `bikes`, `addOns` and `coupons`
 * (no dated rules, no stock), its lines in the language the request asks for: what the server answers for
 * such a shop. `refuse` answers a refusal instead (an add-on out of stock, the period taken).
 */
export function quoteHandler(shop: {
  bikes: readonly Bike[];
  addOns?: readonly PublicAddOn[];
  coupons?: readonly CouponTerms[];
  refuse?: (request: QuoteRequest) => Response | null;
}) {
  return ({ body, headers }: ApiCall): Response => {
    const request = body as QuoteRequest;
    const refusal = shop.refuse?.(request);
    if (refusal) return refusal;
    const language: Language = headers.get('accept-language') === 'bn' ? 'bn' : 'en';
    const bike = shop.bikes.find((b) => b._id === request.bikeId);
    if (!bike) return json(errorBody('Bike not found', 'NOT_FOUND'), 404);
    const period = { start: new Date(request.startTime), end: new Date(request.endTime ?? request.startTime) };
    const addOns = (request.addOns ?? []).map((wanted) => {
      const addOn = shop.addOns?.find((a) => a.code === wanted.code);
      if (!addOn) throw new Error(`the test offers no add-on ${wanted.code}`);
      return { code: addOn.code, name: addOn.name, pricePerDay: addOn.pricePerDay, quantity: wanted.quantity };
    });
    const prices = bikePrices(bike);
    const without = priceRental({ prices, period, addOns });
    const typed = request.coupon?.trim();
    const terms = typed ? (shop.coupons?.find((c) => c.code === normalCouponCode(typed)) ?? null) : null;
    const problem = typed
      ? couponProblem(typed, terms, { now: new Date(), rentalCharge: without.rentalCharge, bikeId: bike._id, uses: 0 })
      : null;
    const charge = terms && !problem ? priceRental({ prices, period, addOns, coupon: terms }) : without;
    const quote: Quote = {
      ...quoteOfCharge(bike._id, period, charge, language),
      ...(problem ? { couponProblem: { code: problem.code, message: sayText(language, problem.message) } } : {}),
    };
    return json({ success: true, message: 'Quote made', data: quote });
  };
}

/**
 * POST /api/rentals/{id}/extend/quote for each of `rentals`, priced as the server prices a booking made
 * before quotes (the web fixtures have none): by its hourly price, a day and a week costing 24 and 168 hours.
 */
export function extensionQuoteHandlers(rentals: readonly Rental[]) {
  return Object.fromEntries(
    rentals.map((rental) => [
      `POST /api/rentals/${rental._id}/extend/quote`,
      ({ body, headers }: ApiCall): Response => {
        const language: Language = headers.get('accept-language') === 'bn' ? 'bn' : 'en';
        const { endTime } = body as { endTime: string };
        const hourly = rental.bike.pricePerHour;
        const period = { start: new Date(rental.startTime), end: new Date(endTime) };
        const charge = priceRental({
          prices: { pricePerHour: hourly, pricePerDay: 24 * hourly, pricePerWeek: 168 * hourly },
          period,
        });
        return json({
          success: true,
          message: 'Quote made',
          data: quoteOfCharge(rental.bikeId, period, charge, language),
        });
      },
    ]),
  );
}
