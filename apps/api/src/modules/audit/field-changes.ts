import type { Fields } from './audit.repository.ts';

/**
 * The fields an update really changes, as they were and as they become (docs/product/money-and-refunds.md#audit-log: "before and after"). A field
 * sent with its current value is no change; an update that changes nothing gives two empty objects.
 */
export function fieldChanges<T extends Record<string, unknown>>(
  current: T,
  changes: Partial<T>,
): { before: Fields; after: Fields } {
  const before: Fields = {};
  const after: Fields = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || Object.is(current[key], value)) continue;
    before[key] = current[key] ?? null;
    after[key] = value;
  }
  return { before, after };
}
