import { randomUUID } from 'node:crypto';
import { count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bikes, users } from '../db/schema.ts';
import { hashPassword, NO_LOGIN_PASSWORD_HASH } from '../modules/auth/passwords.ts';
import { listChargeItems } from '../modules/charge-items/charge-items.repository.ts';
import { insertPriceLists } from '../modules/price-lists/price-lists.repository.ts';
import { readShopSettings } from '../modules/shop-settings/shop-settings.repository.ts';
import { demoBikes } from './demo-bikes.ts';
import { demoAddOns, demoCoupons, demoPriceRules } from './demo-price-lists.ts';
import { bikePrices } from '@bond/contract/bikes';
import { HISTORY_DAYS, planDemoHistory } from './demo-history.ts';
import { insertDemoCalendar, planDemoCalendar } from './demo-calendar.ts';
import { makeDemoPhotos } from './demo-photos.ts';
import { insertDemoHistory, type HistoryCounts } from './insert-demo-history.ts';

/** docs/product/platform.md#demo-data: the demo logins, shown in the README and the start-up log. */
export const DEMO_ADMIN = {
  name: 'Demo Admin',
  email: 'admin@bondbikerental.test',
  password: 'admin-demo-1234',
} as const;
export const DEMO_STAFF = {
  name: 'Demo Staff',
  email: 'staff@bondbikerental.test',
  password: 'staff-demo-1234',
} as const;
export const DEMO_CUSTOMER = {
  name: 'Demo Customer',
  email: 'customer@bondbikerental.test',
  password: 'customer-demo-1234',
} as const;

export const DEMO_ACCOUNTS = { admin: DEMO_ADMIN, staff: DEMO_STAFF, customer: DEMO_CUSTOMER } as const;

const DEMO_PROFILES = {
  admin: { phone: '+8801711000001', address: 'Bond Bike Rental, Dhanmondi, Dhaka' },
  staff: { phone: '+8801911000003', address: 'Bond Bike Rental, Dhanmondi, Dhaka' },
  customer: { phone: '+8801811000002', address: 'House 12, Road 4, Mirpur 10, Dhaka' },
} as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Who can log in, for the start-up log: the admins by e-mail, the staff and the customers by count, and which demo logins
 * exist. The demo history's made-up customers cannot log in: they are counted apart.
 */
export async function describeAccounts(db: Db): Promise<{ summary: string; demo: (keyof typeof DEMO_ACCOUNTS)[] }> {
  const open = await db
    .select({
      email: users.email,
      role: users.role,
      madeUp: sql<boolean>`${users.passwordHash} = ${NO_LOGIN_PASSWORD_HASH}`,
    })
    .from(users)
    .where(isNull(users.deactivatedAt));
  const admins = open.filter((u) => u.role === 'admin').map((u) => u.email);
  const staff = open.filter((u) => u.role === 'staff').length;
  const madeUp = open.filter((u) => u.role === 'user' && u.madeUp).length;
  const customers = open.length - admins.length - staff - madeUp;
  const shown = admins.slice(0, 5).join(', ') + (admins.length > 5 ? ', …' : '');
  const demo = (Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]).filter((k) =>
    open.some((u) => u.email === DEMO_ACCOUNTS[k].email),
  );
  const summary =
    `${plural(admins.length, 'admin')}${admins.length ? ` (${shown})` : ''}, ` +
    (staff ? `${plural(staff, 'staff member')}, ` : '') +
    plural(customers, 'customer') +
    (madeUp ? ` and ${madeUp} made-up customers of the demo history, who cannot log in` : '') +
    (admins.length === 0 ? '; set ADMIN_EMAIL and ADMIN_PASSWORD or run npm run create-admin to have one' : '');
  return { summary, demo };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [b] = await db.select({ n: count() }).from(bikes);
  const [u] = await db.select({ n: count() }).from(users);
  return (b?.n ?? 0) === 0 && (u?.n ?? 0) === 0;
}

export type SeedOptions = {
  /** The demo admin and customer with their published passwords: a demo only (docs/product/platform.md#demo-data). */
  accounts: boolean;
  /**
   * The made-up history of the last 60 days and the coming week (docs/decisions/015-demo-history.md). It
   * comes with the demo fleet only, in the same transaction, so it is never added twice. `storeId`: the
   * payment gateway's store, as the history's verification answers name it.
   */
  history: false | { storeId: string };
  now?: Date;
};

export type SeedResult = {
  bikes: number;
  /** The price lists added with the fleet (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons). */
  priceLists: { addOns: number; priceRules: number; coupons: number } | null;
  accounts: string[];
  history: HistoryCounts | null;
  /** The fleet's calendar added with it (papers, blocks, closures); null without the demo's accounts. */
  calendar: { papers: number; blocks: number; closures: number; services: number } | null;
};

/** What a seed added, for the start-up log and `npm run seed`. */
export function describeSeeded(result: SeedResult): string {
  const parts = [plural(result.bikes, 'bike')];
  const lists = result.priceLists;
  if (lists) {
    parts.push(
      `${plural(lists.addOns, 'add-on')}, ${plural(lists.priceRules, 'price rule')}, ${plural(lists.coupons, 'coupon')}`,
    );
  }
  parts.push(plural(result.accounts.length, 'demo account'));
  const h = result.history;
  if (h) {
    parts.push(
      `a made-up history of ${HISTORY_DAYS} days and the coming week: ${plural(h.rentals, 'rental')} of ` +
        `${h.customers} customers who cannot log in, ${plural(h.payments, 'payment')}, ${plural(h.refunds, 'refund')}` +
        (h.tills ? `, ${plural(h.tills, 'closed till')}` : ''),
    );
  }
  const c = result.calendar;
  if (c) {
    parts.push(
      `papers for ${plural(c.papers, 'bike')}, ${plural(c.services, 'service')}, ${plural(c.blocks, 'bike')} in the workshop, ${plural(c.closures, 'closure')}`,
    );
  }
  return parts.join(', ');
}

/**
 * Adds the demo fleet and its price lists when the shop has no bikes, with its made-up history when asked; and, when `accounts`
 * is set (a demo only, docs/product/platform.md#demo-data), the two demo accounts with their published passwords. Existing accounts and
 * bikes are left alone. One transaction: a half-seeded shop never exists.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(bikes);
    const addFleet = (existing?.n ?? 0) === 0;
    // The shop's numbers as they are (migration 0024 starts them): a bike added without a deposit gets the
    // default, and the history's returns are billed with the settings and the price list of charges
    // (docs/product/handover-and-return.md#deposits, #the-bill).
    const [settings, chargeItems] = await Promise.all([readShopSettings(tx), listChargeItems(tx, { active: true })]);
    const fleet = demoBikes.map((b) => ({
      ...b,
      ...bikePrices(b),
      id: randomUUID(),
      isAvailable: b.isAvailable ?? true,
      deposit: settings.defaultDeposit,
    }));
    const plan =
      addFleet && options.history
        ? planDemoHistory({
            now,
            bikes: fleet.map((b) => ({ pricePerHour: b.pricePerHour, isAvailable: b.isAvailable, deposit: b.deposit })),
            demoCustomer: options.accounts,
            demoStaff: options.accounts,
            shop: { settings, chargeItems },
          })
        : null;
    // With a history, the fleet and the shop's own accounts date from before it.
    const since = plan?.openedAt.getTime() ?? now.getTime() - demoBikes.length * 60_000;
    if (addFleet) {
      // One timestamp apart each, so "newest first" lists are stable.
      await tx.insert(bikes).values(
        fleet.map((b, i) => ({
          ...b,
          createdAt: new Date(since + i * 60_000),
          updatedAt: new Date(since + i * 60_000),
        })),
      );
    }
    const coupons = demoCoupons(now);
    // The price lists come with the fleet: a shop that has bikes has had its lists already.
    if (addFleet)
      await insertPriceLists(tx, new Date(since), { addOns: demoAddOns, priceRules: demoPriceRules, coupons });

    const accounts: string[] = [];
    const ids: Partial<Record<keyof typeof DEMO_ACCOUNTS, string>> = {};
    if (options.accounts) {
      for (const key of ['admin', 'staff', 'customer'] as const) {
        const person = DEMO_ACCOUNTS[key];
        const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, person.email)).limit(1);
        if (found) {
          ids[key] = found.id;
          continue;
        }
        const [row] = await tx
          .insert(users)
          .values({
            name: person.name,
            email: person.email,
            ...DEMO_PROFILES[key],
            passwordHash: await hashPassword(person.password),
            role: key === 'customer' ? 'user' : key,
            // The shop's own demo addresses count as verified (decision 023).
            emailVerifiedAt: plan?.openedAt ?? new Date(),
            ...(plan ? { createdAt: plan.openedAt, updatedAt: plan.openedAt } : {}),
          })
          .returning({ id: users.id });
        ids[key] = row?.id;
        accounts.push(person.email);
      }
    }

    const customerId = ids.customer;
    // The pictures of the history's handovers and returns, rendered while the rows are written (sharp works off
    // the main thread) and awaited to write the photos; begun after the passwords are hashed, which share
    // sharp's threads.
    const inspectedBikes = new Map(
      (plan?.rentals ?? []).flatMap((r) => (r.handover ? [[r.bike, fleet[r.bike]?.name ?? ''] as const] : [])),
    );
    const photos = inspectedBikes.size ? makeDemoPhotos(inspectedBikes) : null;
    // Its failure is seen where it is awaited; meanwhile it is not an unhandled rejection.
    photos?.catch(() => undefined);
    const history =
      plan && options.history
        ? await insertDemoHistory(tx, plan, {
            bikes: fleet,
            demoCustomer: customerId
              ? { id: customerId, name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email, ...DEMO_PROFILES.customer }
              : null,
            refundedBy: ids.admin ?? null,
            counterStaff: ids.staff ? { id: ids.staff, name: DEMO_STAFF.name } : null,
            storeId: options.history.storeId,
            photos,
          })
        : null;
    // The fleet's own calendar (docs/product/fleet-calendar.md): papers, a bike in the workshop, the shop shut
    // on the next Eid day; written by the demo's admin and clerk, so only in a demo with its accounts.
    const calendar =
      addFleet && ids.admin
        ? await insertDemoCalendar(tx, planDemoCalendar({ now, bikes: fleet, rentals: plan?.rentals ?? [] }), {
            bikeIds: fleet.map((b) => b.id),
            adminId: ids.admin,
            staffId: ids.staff ?? ids.admin,
            now,
          })
        : null;
    const priceLists = addFleet
      ? { addOns: demoAddOns.length, priceRules: demoPriceRules.length, coupons: coupons.length }
      : null;
    return { bikes: addFleet ? demoBikes.length : 0, priceLists, accounts, history, calendar };
  });
}
