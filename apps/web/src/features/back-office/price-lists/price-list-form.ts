/**
 * What the three price-list forms share: the form holds text, the request is built from it and checked by
 * the contract's own schema (packages/contract/src/price-lists.ts), so the form refuses what the server would,
 * with the same catalogue messages, said in the page's language where they are shown. The form's fields are
 * named by the request's paths (`name.en`, `pricePerDay`), so the server's refusal of a field lands on it.
 */
import { zodDefaultText, zodText } from '@bond/contract/say';
import { asciiDigits } from '@bond/contract/text';
import {
  get,
  set,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A number field's text as the request takes it: empty is `empty` (left out, or null for no limit); a text
 * that is no plain number stays NaN, which the schema refuses as not a number.
 */
export function numberFrom<E extends undefined | null>(value: string, empty: E): number | E {
  const text = asciiDigits(value.trim()).replace(/^−/, '-');
  if (text === '') return empty;
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** A day field ('YYYY-MM-DD' from a date input): empty is no day. */
export const dayFrom = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * A resolver that builds the request from the form and checks it with the contract's schema. `required`
 * names the number fields that may not be left empty, with the field's name as the messages say it.
 */
export function requestResolver<Form extends FieldValues, Request>(
  schema: z.ZodType<Request>,
  toRequest: (form: Form) => unknown,
  required: Partial<Record<Path<Form>, string>> = {},
): Resolver<Form, unknown, Request> {
  return async (form) => {
    const errors: FieldErrors<Form> = {};
    const add = (path: string, type: string, message: string) => {
      if (!get(errors, path)) set(errors, path, { type, message } satisfies FieldError);
    };
    for (const [path, field] of Object.entries(required) as [string, string][]) {
      if (String(get(form, path) ?? '').trim() === '') add(path, 'required', zodText('fieldRequired', { field }));
    }
    const result = schema.safeParse(toRequest(form), { error: zodDefaultText });
    if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
    for (const issue of result.success ? [] : result.error.issues) add(issue.path.join('.'), issue.code, issue.message);
    return { values: {}, errors };
  };
}

/** The fields of `next` whose value differs from `current`'s (an update sends only those). */
export function changedFields<T extends object>(current: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== undefined && JSON.stringify(next[key]) !== JSON.stringify(current[key])) {
      changes[key] = next[key];
    }
  }
  return changes;
}
