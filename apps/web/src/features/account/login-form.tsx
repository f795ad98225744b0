import { LoginSchema } from '@bond/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { storeAuthToken } from '../../lib/session-cookie.ts';
import { toast } from '../../lib/toast.ts';
import { useLoginMutation } from './api.ts';
import { addUser } from './user-slice.ts';

type LoginInput = z.input<typeof LoginSchema>;
type LoginValues = z.output<typeof LoginSchema>;

/**
 * Login (spec sections 2, 4, 5 and 8): on success the token goes into the `authToken` cookie for 7 days,
 * the user's e-mail and role into the store, and the browser to /dashboard. A refusal shows the server's
 * first error message in red under the form and as a toast.
 */
export function LoginForm() {
  const { t } = useTranslation('account');
  const [login, { isLoading }] = useLoginMutation();
  const [serverError, setServerError] = useState('');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      const response = await login(values).unwrap();
      storeAuthToken(response.token);
      dispatch(addUser(response.token));
      toast.success(response.message);
      await navigate('/dashboard');
    } catch (error) {
      const message = apiErrorMessage(error);
      setServerError(message);
      toast.error(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
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
