import { ContactSchema } from '@bond/contract/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../components/ui/form-field.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useSendContactMessageMutation } from './api.ts';
import { sendToMailProvider } from './mail-provider.ts';

type ContactInput = z.input<typeof ContactSchema>;
type ContactValues = z.output<typeof ContactSchema>;

const emptyForm: ContactInput = { name: '', email: '', message: '' };

/**
 * 'Contact Us': name, e-mail and message are required. The message is stored
 * by `POST /api/contact` (and, when one is configured, also sent to the e-mail provider, docs/product/messages.md#contact-messages); success thanks
 * the sender by name and clears the form. A failure to store it is logged and, unlike the old site, also
 * told to the sender so that no message is silently lost.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const headingId = useId();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [serverError, setServerError] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(ContactSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      await send(values).unwrap();
      void sendToMailProvider(values);
      toast.success(t('form.thanks', { name: values.name }));
      reset(emptyForm);
    } catch (error) {
      console.warn('Contact message was not sent', error);
      setServerError(t('form.failed', { reason: apiErrorMessage(error) }));
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('form.title')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <TextField
          label={t('form.name')}
          autoComplete="name"
          placeholder={t('form.namePlaceholder')}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          placeholder={t('form.emailPlaceholder')}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextAreaField
          label={t('form.message')}
          rows={5}
          placeholder={t('form.messagePlaceholder')}
          error={errors.message?.message}
          {...register('message')}
        />
        {serverError ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isLoading}>
          {isLoading ? t('form.sending') : t('form.send')}
        </Button>
      </form>
    </section>
  );
}
