import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { trimmed } from './common.ts';
import { nameOf } from './text.ts';

export const ContactSchema = z.object({
  name: nameOf('Name', 100),
  email: EmailSchema,
  message: trimmed('Message', 5000),
});
export type Contact = z.infer<typeof ContactSchema>;

export const ContactMessageSchema = ContactSchema.extend({
  _id: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
