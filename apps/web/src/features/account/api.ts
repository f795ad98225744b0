/** Sign-up and login calls. */
import type {
  Login,
  LoginResponse,
  PhoneCodeRequest,
  PhoneCodeRequestedSchema,
  PhoneCodeVerify,
  PhoneSignInResponseSchema,
  Signup,
  VerifyEmail,
} from '@bond/contract/auth';
import type { MessageResponse } from '@bond/contract/common';
import type { z } from 'zod';
import { baseApi } from '../../lib/base-api.ts';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, Login>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    /** docs/product/accounts-and-roles.md#phone-sign-in: a one-time code by SMS to a Bangladeshi mobile number. */
    requestPhoneCode: build.mutation<z.infer<typeof PhoneCodeRequestedSchema>, PhoneCodeRequest>({
      query: (body) => ({ url: '/auth/otp/request', method: 'POST', body }),
    }),
    /** Signs in with the code (a new number with a name): answered as a login is. */
    verifyPhoneCode: build.mutation<z.infer<typeof PhoneSignInResponseSchema>, PhoneCodeVerify>({
      query: (body) => ({ url: '/auth/otp/verify', method: 'POST', body }),
    }),
    signup: build.mutation<MessageResponse, Signup>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body: { ...body, role: 'user' } }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    /** Decision 023: the link of the verification e-mail, opened; answers the verified address. */
    verifyEmail: build.mutation<
      { success: true; message: string; data: { email: string; emailVerified: true } },
      VerifyEmail
    >({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
      invalidatesTags: ['UserInfo'],
    }),
    /** docs/product/accounts-and-roles.md#sessions: ends every session of the account, on every device. */
    logoutEverywhere: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/logout-all', method: 'POST' }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRequestPhoneCodeMutation,
  useVerifyPhoneCodeMutation,
  useSignupMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
  useVerifyEmailMutation,
} = accountApi;
