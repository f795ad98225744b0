import { ContactSchema } from '@bond/contract/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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

export function thankYouMessage(name: string): string {
  return `Thank You ${name} ! For Messaging Us`;
}

/**
 * 'Contact Us' (spec sections 2, 5 and 8): name, e-mail and message are required. The message is stored
 * by `POST /api/contact` (and, when one is configured, also sent to the e-mail provider, D11); success thanks
 * the sender by name and clears the form. A failure to store it is logged and, unlike the old site, also
 * told to the sender so that no message is silently lost.
 */
export function ContactForm() {
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
      toast.success(thankYouMessage(values.name));
      reset(emptyForm);
    } catch (error) {
      console.warn('Contact message was not sent', error);
      setServerError(`${apiErrorMessage(error)} You can also call us or e-mail us directly.`);
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Contact Us
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <TextField
          label="Name"
          autoComplete="name"
          placeholder="Your name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextAreaField
          label="Message"
          rows={5}
          placeholder="How can we help?"
          error={errors.message?.message}
          {...register('message')}
        />
        {serverError ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {serverError}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send Message'}
        </Button>
      </form>
    </section>
  );
}
