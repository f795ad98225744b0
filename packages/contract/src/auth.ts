import { z } from 'zod';
import { zodText } from './say.ts';
import { trimmed } from './common.ts';
import { LOGIN_CODE_DIGITS, type PHONE_CODE_DIGITS } from './constants.ts';
import { canonicalPhone } from './phone.ts';
import { ROLES, roleMayAct, type Role } from './roles.ts';
import { asciiDigits, isStorableText, nameOf, textOf } from './text.ts';

export const EmailSchema = textOf('Email')
  .trim()
  .min(1, { error: zodText('fieldRequired', { field: 'Email' }) })
  .max(254, { error: zodText('fieldTooLong', { field: 'Email', max: 254 }) })
  .toLowerCase()
  .pipe(z.email({ error: zodText('emailInvalid') }));

/** Kept exactly as typed (not normalised: a password's hash is of what was typed), but storable. */
export const PasswordSchema = z
  .string({ error: zodText('fieldRequired', { field: 'Password' }) })
  .refine(isStorableText, { error: zodText('fieldInvalidCharacter', { field: 'Password' }), abort: true })
  .min(1, { error: zodText('fieldRequired', { field: 'Password' }) })
  .max(200, { error: zodText('fieldTooLong', { field: 'Password', max: 200 }) });

export const NewPasswordSchema = PasswordSchema.refine((p) => p.length >= 8, {
  error: zodText('passwordTooShort', { min: 8 }),
});

/**
 * A Bangladeshi mobile number in any form people type (`01711-223344`, `+880 1711 223344`, `8801711223344`),
 * answered in the one form the shop stores, `+8801711223344` (docs/product/accounts-and-roles.md#phone-numbers);
 * a foreign, landline or malformed number is refused, naming the field.
 */
export const PhoneSchema = textOf('Phone')
  .trim()
  .min(1, { error: zodText('fieldRequired', { field: 'Phone' }) })
  .max(30, { error: zodText('fieldTooLong', { field: 'Phone', max: 30 }) })
  .transform((phone, ctx) => {
    const canonical = canonicalPhone(phone);
    if (canonical) return canonical;
    ctx.issues.push({ code: 'custom', input: phone, message: zodText('phoneInvalid') });
    return z.NEVER;
  });

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
  .transform(asciiDigits)
  .pipe(
    z.string().regex(new RegExp(`^[0-9]{${LOGIN_CODE_DIGITS}}$`), {
      error: zodText('loginCodeInvalidFormat', { digits: LOGIN_CODE_DIGITS }),
    }),
  );

export const LoginSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  code: LoginCodeSchema.optional(),
});
export type Login = z.infer<typeof LoginSchema>;

/**
 * `POST /auth/otp/request` (docs/product/accounts-and-roles.md#phone-sign-in): a Bangladeshi mobile number in
 * any form people type; anything else is refused naming `phone`, and no code is sent to it.
 */
export const PhoneCodeRequestSchema = z.object({ phone: PhoneSchema });
export type PhoneCodeRequest = z.infer<typeof PhoneCodeRequestSchema>;

/** The 202 of a code asked for: the same whether or not the number has an account. */
export const PhoneCodeRequestedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() }),
});

/**
 * `POST /auth/otp/verify`: the number, the code it was sent (ASCII or Bengali digits), and a name when the
 * number has no account yet (one is opened with it).
 */
export const PhoneCodeVerifySchema = z.object({
  phone: PhoneSchema,
  /** The login code's reading: PHONE_CODE_DIGITS is LOGIN_CODE_DIGITS (a type check below keeps them one). */
  code: LoginCodeSchema,
  name: nameOf('Name', 100).optional(),
});
export type PhoneCodeVerify = z.infer<typeof PhoneCodeVerifySchema>;
/** Fails to compile if the phone code's digits and the login code's ever differ. */
export const PHONE_CODE_READ_AS_LOGIN_CODE: typeof PHONE_CODE_DIGITS extends typeof LOGIN_CODE_DIGITS ? true : never =
  true;

/** `POST /auth/verify-email`: the token of the link the verification e-mail carries (decision 023). */
export const VerifyEmailSchema = z.object({
  token: z
    .string({ error: zodText('fieldRequired', { field: 'Token' }) })
    .trim()
    .min(1, { error: zodText('fieldRequired', { field: 'Token' }) })
    .max(200, { error: zodText('fieldTooLong', { field: 'Token', max: 200 }) }),
});
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

/** The account's address after `POST /auth/verify-email`. */
export const VerifyEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email: z.string(), emailVerified: z.literal(true) }),
});

/** An account's role, checked against the list of roles.ts. */
export const RoleSchema = z.enum(ROLES, { error: zodText('roleInvalid') });
export { ROLES, roleMayAct, type Role };

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  data: z.object({ email: z.string(), role: RoleSchema }),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A phone sign-in: the login's answer, with the number and whether the account was opened by it. */
export const PhoneSignInResponseSchema = LoginResponseSchema.extend({
  data: z.object({ email: z.string(), role: RoleSchema, phone: z.string(), newAccount: z.boolean() }),
});

/** What the token carries (`user_email`, `user_role`, as the earlier shop's client reads them). */
export type TokenPayload = {
  sub: string;
  user_email: string;
  user_role: Role;
  iat: number;
  exp: number;
};
