import { z } from 'zod';
import { trimmed } from './common.ts';
import { LOGIN_CODE_DIGITS } from './constants.ts';
import { isStorableText, nameOf, textOf } from './text.ts';

export const EmailSchema = textOf('Email')
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email must be at most 254 characters' })
  .toLowerCase()
  .pipe(z.email({ error: 'Email must be a valid e-mail address' }));

/** Kept exactly as typed (not normalised: a password's hash is of what was typed), but storable. */
export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .refine(isStorableText, { error: 'Password contains an invalid character', abort: true })
  .min(1, { error: 'Password is required' })
  .max(200, { error: 'Password must be at most 200 characters' });

export const NewPasswordSchema = PasswordSchema.refine((p) => p.length >= 8, {
  error: 'Password must be at least 8 characters',
});

export const PhoneSchema = textOf('Phone')
  .trim()
  .min(1, { error: 'Phone is required' })
  .max(20, { error: 'Phone must be at most 20 characters' })
  .regex(/^\+?[0-9][0-9 -]{5,18}$/, { error: 'Phone must be a phone number, such as 01712345678' });

export const SignupSchema = z.object({
  name: nameOf('Name', 100),
  email: EmailSchema,
  phone: PhoneSchema,
  address: trimmed('Address', 300),
  password: NewPasswordSchema,
  /** Sent by the web app as 'user'; the server always creates role user (docs/product/accounts-and-roles.md#sign-up). */
  role: textOf('role').optional(),
});
export type Signup = z.infer<typeof SignupSchema>;

/**
 * The one-time code an admin account under attack also needs (decision 022): the 6 digits sent by SMS and
 * e-mail, typed in ASCII or Bengali digits (a Bangla keyboard writes ০–৯).
 */
export const LoginCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)))
  .pipe(
    z.string().regex(new RegExp(`^[0-9]{${LOGIN_CODE_DIGITS}}$`), {
      error: `Code must be the ${LOGIN_CODE_DIGITS} digits we sent`,
    }),
  );

export const LoginSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  code: LoginCodeSchema.optional(),
});
export type Login = z.infer<typeof LoginSchema>;

/** `POST /auth/verify-email`: the token of the link the verification e-mail carries (decision 023). */
export const VerifyEmailSchema = z.object({
  token: z
    .string({ error: 'Token is required' })
    .trim()
    .min(1, { error: 'Token is required' })
    .max(200, { error: 'Token must be at most 200 characters' }),
});
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

/** The account's address after `POST /auth/verify-email`. */
export const VerifyEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email: z.string(), emailVerified: z.literal(true) }),
});

export const RoleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  data: z.object({ email: z.string(), role: RoleSchema }),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** What the token carries (`user_email`, `user_role`, as the earlier shop's client reads them). */
export type TokenPayload = {
  sub: string;
  user_email: string;
  user_role: Role;
  iat: number;
  exp: number;
};
