import { count, eq } from 'drizzle-orm';
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

export async function isEmpty(db: Db): Promise<boolean> {
  const [b] = await db.select({ n: count() }).from(bikes);
  const [u] = await db.select({ n: count() }).from(users);
  return (b?.n ?? 0) === 0 && (u?.n ?? 0) === 0;
}

/** Adds the demo fleet and the two demo accounts; existing accounts and bikes are left alone. */
export async function seedDemoData(db: Db): Promise<{ bikes: number; accounts: string[] }> {
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
