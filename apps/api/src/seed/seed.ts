import { count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bikes, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { demoBikes } from './demo-bikes.ts';

/** D13: the demo logins, shown in the README and the start-up log. */
export const DEMO_ADMIN = {
  name: 'Demo Admin',
  email: 'admin@bondbikerental.test',
  password: 'admin-demo-1234',
} as const;
export const DEMO_CUSTOMER = {
  name: 'Demo Customer',
  email: 'customer@bondbikerental.test',
  password: 'customer-demo-1234',
} as const;

export const DEMO_ACCOUNTS = { admin: DEMO_ADMIN, customer: DEMO_CUSTOMER } as const;

/** Who can log in, for the start-up log: the admins by e-mail, the customers by count, and which demo logins exist. */
export async function describeAccounts(db: Db): Promise<{ summary: string; demo: (keyof typeof DEMO_ACCOUNTS)[] }> {
  const open = await db.select({ email: users.email, role: users.role }).from(users).where(isNull(users.deactivatedAt));
  const admins = open.filter((u) => u.role === 'admin').map((u) => u.email);
  const customers = open.length - admins.length;
  const shown = admins.slice(0, 5).join(', ') + (admins.length > 5 ? ', …' : '');
  const demo = (Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]).filter((k) =>
    open.some((u) => u.email === DEMO_ACCOUNTS[k].email),
  );
  const summary =
    `${admins.length} admin${admins.length === 1 ? '' : 's'}${admins.length ? ` (${shown})` : ''}, ` +
    `${customers} customer${customers === 1 ? '' : 's'}` +
    (admins.length === 0 ? '; set ADMIN_EMAIL and ADMIN_PASSWORD or run npm run create-admin to have one' : '');
  return { summary, demo };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [b] = await db.select({ n: count() }).from(bikes);
  const [u] = await db.select({ n: count() }).from(users);
  return (b?.n ?? 0) === 0 && (u?.n ?? 0) === 0;
}

/**
 * Adds the demo fleet and, when `accounts` is set (a demo only, D13), the two demo accounts with their
 * published passwords; existing accounts and bikes are left alone.
 */
export async function seedDemoData(
  db: Db,
  options: { accounts: boolean },
): Promise<{ bikes: number; accounts: string[] }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(bikes);
    let added = 0;
    if ((existing?.n ?? 0) === 0) {
      // One timestamp apart each, so "newest first" lists are stable.
      const base = Date.now() - demoBikes.length * 60_000;
      await tx.insert(bikes).values(
        demoBikes.map((b, i) => ({
          ...b,
          isAvailable: b.isAvailable ?? true,
          createdAt: new Date(base + i * 60_000),
          updatedAt: new Date(base + i * 60_000),
        })),
      );
      added = demoBikes.length;
    }
    const accounts: string[] = [];
    if (!options.accounts) return { bikes: added, accounts };
    for (const [person, role] of [
      [DEMO_ADMIN, 'admin'],
      [DEMO_CUSTOMER, 'user'],
    ] as const) {
      const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, person.email)).limit(1);
      if (found) continue;
      await tx.insert(users).values({
        name: person.name,
        email: person.email,
        phone: role === 'admin' ? '+880 1711 000001' : '+880 1811 000002',
        address: role === 'admin' ? 'Bond Bike Rental, Dhanmondi, Dhaka' : 'House 12, Road 4, Mirpur 10, Dhaka',
        passwordHash: await hashPassword(person.password),
        role,
      });
      accounts.push(person.email);
    }
    return { bikes: added, accounts };
  });
}
