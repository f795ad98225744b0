import { z } from 'zod';

export const IdSchema = z.uuid({ error: 'Id must be a valid identifier' });

export const IdParamsSchema = z.object({ id: IdSchema });

export const MessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Wraps a payload the way every successful call does: `{ success, message, data }`. */
export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** An instant with `Z` or an explicit offset (D4). */
export const InstantSchema = z.iso.datetime({
  offset: true,
  error: 'must be a date and time in ISO 8601 with a time zone',
});

export const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
