let phones = 0;

/**
 * A Bangladeshi mobile number no other account of the shop has: a number belongs to one open account
 * (docs/product/accounts-and-roles.md#phone-numbers), and the end-to-end tests share one shop. `019` and eight
 * digits from the moment, the process and a count.
 */
export function uniquePhone(): string {
  phones += 1;
  const digits = String((Date.now() * 37 + process.pid * 1009 + phones * 7919) % 100_000_000).padStart(8, '0');
  return `019${digits}`;
}

/** A number as the shop stores it: `01912345678` → `+8801912345678`. */
export const storedPhone = (phone: string) => `+88${phone}`;
