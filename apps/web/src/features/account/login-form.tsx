import { LoginSchema } from '@bond/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { apiErrorCode, apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useLoginMutation } from './api.ts';
import { useSignedIn } from './use-signed-in.ts';

type LoginInput = z.input<typeof LoginSchema>;
type LoginValues = z.output<typeof LoginSchema>;

/** The answers that mean an admin account under attack needs its one-time code (docs/decisions/022). */
const CODE_ANSWERS = new Set(['LOGIN_CODE_REQUIRED', 'LOGIN_CODE_INVALID']);

/**
 * Login: on success the token goes into the `authToken` cookie for 7 days,
 * the user's e-mail and role into the store, and the browser to /dashboard. A refusal shows the server's
 * first error message in red under the form and as a toast (a wait, too, as the server words it). When the
 * server asks for the admin's one-time code, a code field appears and goes with the next login; a new code can
 * be asked for, which is a login without one.
 */
export function LoginForm() {
  const { t } = useTranslation('account');
  const [login, { isLoading }] = useLoginMutation();
  const [serverError, setServerError] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  const signedIn = useSignedIn();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const attempt = async (values: LoginValues) => {
    setServerError('');
    try {
      await signedIn(await login(values).unwrap());
    } catch (error) {
      if (CODE_ANSWERS.has(apiErrorCode(error) ?? '')) setCodeAsked(true);
      const message = apiErrorMessage(error);
      setServerError(message);
      toast.error(message);
    }
  };
  const onSubmit = handleSubmit(attempt);
  /** A login without the code: the server sends a new one (at most once a minute). */
  const askNewCode = async () => {
    const parsed = LoginSchema.safeParse({ email: getValues('email'), password: getValues('password') });
    if (parsed.success) await attempt(parsed.data);
  };

  return (
    // POST: sent by the browser itself before the app has started, the password never goes in the address.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('loginForm.passwordPlaceholder')}
        error={errors.password?.message}
        {...register('password')}
      />
      {codeAsked ? (
        <div className="space-y-2">
          <TextField
            label={t('fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            error={errors.code?.message}
            {...register('code')}
          />
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('loginForm.codeHint')}</p>
          <Button type="button" variant="outline" size="sm" disabled={isLoading} onClick={() => void askNewCode()}>
            {t('loginForm.newCode')}
          </Button>
        </div>
      ) : null}
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? t('loginForm.submitting') : t('loginForm.submit')}
      </Button>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        <Trans
          t={t}
          i18nKey="loginForm.newHere"
          components={{
            1: (
              <Link
                to="/register"
                className="font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-300"
              />
            ),
          }}
        />
      </p>
    </form>
  );
}
