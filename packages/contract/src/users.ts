import { z } from 'zod';
import { PhoneSchema, RoleSchema } from './auth.ts';
import { trimmed } from './common.ts';

export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const MeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
  role: RoleSchema,
  data: UserSchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const UpdateMeSchema = z.object({
  name: trimmed('Name', 100),
  phone: PhoneSchema,
  address: trimmed('Address', 300),
});
export type UpdateMe = z.infer<typeof UpdateMeSchema>;
