import { z } from 'zod';
import { zodText } from './say.ts';

/**
 * The shop's settings (docs/product/handover-and-return.md#shop-settings): the numbers the counter works
 * with at handover and return, set by the admin, one set for the shop.
 */

/** The most a deposit, a fuel price or a charge can be, in whole taka. */
export const SETTINGS_MAX_TAKA = 100_000;
/** The most minutes a grace or an early handover can be: a day. */
export const SETTINGS_MAX_MINUTES = 1440;
export const LATE_MULTIPLIER_MIN = 1;
export const LATE_MULTIPLIER_MAX = 5;
/** The late multiplier has at most two decimals (1.25), kept exactly as hundredths. */
export const LATE_MULTIPLIER_DECIMALS = 2;

/** The range of the distance between services, km. */
export const SERVICE_EVERY_KM_MIN = 100;
export const SERVICE_EVERY_KM_MAX = 100_000;
/** The longest time between services, days (ten years). */
export const SERVICE_EVERY_DAYS_MAX = 3650;

/** A new shop's settings, and what migration 0024 gave every shop. */
export const DEFAULT_SHOP_SETTINGS = {
  defaultDeposit: 2000,
  lateGraceMinutes: 15,
  lateMultiplier: 1.5,
  fuelPricePerEighth: 60,
  handoverEarliestMinutes: 30,
  serviceEveryKm: 2000,
  serviceEveryDays: 90,
} as const;

export const ShopSettingsSchema = z.object({
  /** The deposit a bike added without one gets, whole taka. */
  defaultDeposit: z.number().int(),
  /** Minutes after the planned return before a late return costs anything. */
  lateGraceMinutes: z.number().int(),
  /** Each started hour late costs the bike's hourly price times this. */
  lateMultiplier: z.number(),
  /** Whole taka for each eighth of a tank below the handover's level. */
  fuelPricePerEighth: z.number().int(),
  /** How many minutes before its start a booking may be handed over. */
  handoverEarliestMinutes: z.number().int(),
  /** A bike is due a service this many kilometres after its last (docs/product/fleet-calendar.md#service-log). */
  serviceEveryKm: z.number().int(),
  /** ... or this many days after it, whichever comes first. */
  serviceEveryDays: z.number().int(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: zodText('fieldNotNumber', { field: label }) })
    .int({ error: zodText('fieldNotWhole', { field: label }) })
    .min(min, { error: zodText('fieldBelow', { field: label, min }) })
    .max(max, { error: zodText('fieldAbove', { field: label, max }) });

/** True when `value` has at most `places` decimals (1.25 yes, 1.255 no), read as it is written. */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

/** The late multiplier as stored: whole hundredths (1.5 → 150). */
export const multiplierToHundredths = (multiplier: number) => Math.round(multiplier * 100);
export const hundredthsToMultiplier = (hundredths: number) => hundredths / 100;

const ShopSettingsInputSchema = z.object({
  defaultDeposit: whole('Default deposit', 0, SETTINGS_MAX_TAKA),
  lateGraceMinutes: whole('Late grace minutes', 0, SETTINGS_MAX_MINUTES),
  lateMultiplier: z
    .number({ error: zodText('fieldNotNumber', { field: 'Late multiplier' }) })
    .min(LATE_MULTIPLIER_MIN, { error: zodText('fieldBelow', { field: 'Late multiplier', min: LATE_MULTIPLIER_MIN }) })
    .max(LATE_MULTIPLIER_MAX, { error: zodText('fieldAbove', { field: 'Late multiplier', max: LATE_MULTIPLIER_MAX }) })
    .refine((v) => hasAtMostDecimals(v, LATE_MULTIPLIER_DECIMALS), {
      error: zodText('fieldTooManyDecimals', { field: 'Late multiplier', places: LATE_MULTIPLIER_DECIMALS }),
    }),
  fuelPricePerEighth: whole('Fuel price per eighth', 0, SETTINGS_MAX_TAKA),
  handoverEarliestMinutes: whole('Handover earliest minutes', 0, SETTINGS_MAX_MINUTES),
  serviceEveryKm: whole('Service every km', SERVICE_EVERY_KM_MIN, SERVICE_EVERY_KM_MAX),
  serviceEveryDays: whole('Service every days', 1, SERVICE_EVERY_DAYS_MAX),
});

/** `PUT /api/shop-settings`: any of the settings; the others keep their values. */
export const UpdateShopSettingsSchema = ShopSettingsInputSchema.partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, { error: zodText('nothingToUpdate') });
export type UpdateShopSettings = z.infer<typeof UpdateShopSettingsSchema>;
