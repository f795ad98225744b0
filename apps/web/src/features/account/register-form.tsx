import { SignupSchema } from '@bond/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useSignupMutation } from './api.ts';

type SignupInput = z.input<typeof SignupSchema>;
type SignupValues = z.output<typeof SignupSchema>;

const emptyForm: SignupInput = { name: '', email: '', phone: '', address: '', password: '' };

/**
 * Register: all five fields required; always sends role 'user'. Success
 * shows the server's message, resets the form and goes to /login; a refusal shows the first error message
 * in red and as a toast.
 */
export function RegisterForm() {
  const { t } = useTranslation('account');
  const [signup, { isLoading }] = useSignupMutation();
  const [serverError, setServerError] = useState('');
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(SignupSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      const response = await signup({ ...values, role: 'user' }).unwrap();
      toast.success(response.message);
      reset(emptyForm);
      await navigate('/login');
    } catch (error) {
      const message = apiErrorMessage(error);
      setServerError(message);
      toast.error(message);
    }
  });

  return (
    // POST: sent by the browser itself before the app has started, the password never goes in the address.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        placeholder={t('fields.namePlaceholder')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="01712345678"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={t('fields.address')}
        autoComplete="street-address"
        placeholder={t('fields.addressPlaceholder')}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('registerForm.passwordPlaceholder')}
        error={errors.password?.message}
        {...register('password')}
      />
      {serverError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? t('registerForm.submitting') : t('registerForm.submit')}
      </Button>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        <Trans
          t={t}
          i18nKey="registerForm.haveAccount"
          components={{
            1: (
              <Link
                to="/login"
                className="font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-300"
              />
            ),
          }}
        />
      </p>
    </form>
  );
}
