import { LANGUAGES, type Language, type ReminderChannel } from '@bond/contract/notifications';
import { UpdateMeSchema, type User } from '@bond/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useGetMeQuery, useResendVerificationMutation, useUpdateMeMutation } from './api.ts';

type ProfileInput = z.input<typeof UpdateMeSchema>;
type ProfileValues = z.output<typeof UpdateMeSchema>;

/** The reminder channels (the values the server takes) in the order offered. */
const REMINDER_CHOICES: ReminderChannel[] = ['sms', 'email', 'none'];

/** How the customer wants reminders (docs/product/messages.md#reminder-choice): one of three radio buttons, saved with the profile. */
function ReminderChoice({ registration }: { registration: UseFormRegisterReturn<'reminderChannel'> }) {
  const { t } = useTranslation('profile');
  const noteId = useId();
  return (
    <fieldset aria-describedby={noteId} className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('reminders.legend')}</legend>
      <p id={noteId} className="text-sm text-slate-700 dark:text-slate-300">
        {t('reminders.note')}
      </p>
      <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {REMINDER_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-900 dark:text-slate-100"
          >
            <input
              type="radio"
              value={choice}
              className="size-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              {...registration}
            />
            {t(`reminders.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Whether the e-mail address is verified (decision 023), and for an unverified one the button that sends
 * its link again (the server allows one a minute, five an hour, and says when to try again).
 */
function EmailVerification({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [resend, { isLoading }] = useResendVerificationMutation();
  if (user.emailVerified !== false) {
    return (
      <p className="-mt-3 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        {t('emailVerification.verified')}
      </p>
    );
  }
  const onClick = async () => {
    try {
      toast.success((await resend().unwrap()).message);
    } catch (error) {
      toast.error(t('emailVerification.resendError', { reason: apiErrorMessage(error) }));
    }
  };
  return (
    <div className="-mt-3 space-y-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('emailVerification.unverified')}</p>
      <Button variant="outline" size="sm" disabled={isLoading} onClick={() => void onClick()}>
        {t('emailVerification.resend')}
      </Button>
    </div>
  );
}

/** Each language named in its own words, as a reader of either finds it. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** The language of the shop's SMS and e-mails to the customer (docs/product/languages.md#two-languages), saved with the profile. */
function MessageLanguageChoice({ registration }: { registration: UseFormRegisterReturn<'language'> }) {
  const { t } = useTranslation('profile');
  const noteId = useId();
  return (
    <fieldset aria-describedby={noteId} className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('messageLanguage.legend')}</legend>
      <p id={noteId} className="text-sm text-slate-700 dark:text-slate-300">
        {t('messageLanguage.note')}
      </p>
      <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {LANGUAGES.map((language) => (
          <label
            key={language}
            lang={language}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-900 dark:text-slate-100"
          >
            <input
              type="radio"
              value={language}
              className="size-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              {...registration}
            />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The form's values for a profile: a customer's reminder choice and messages' language too (an admin books
 * nothing to be told about). An account saved before languages existed takes the page's language.
 */
function formValues(user: User, pageLanguage: Language): ProfileInput {
  const values: ProfileInput = { name: user.name, phone: user.phone, address: user.address };
  if (user.role === 'user') {
    values.reminderChannel = user.reminderChannel;
    values.language = user.language ?? pageLanguage;
  }
  return values;
}

function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const pageLanguage: Language = i18n.language === 'bn' ? 'bn' : 'en';
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(UpdateMeSchema),
    defaultValues: formValues(user, pageLanguage),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await updateMe(values).unwrap();
      reset(formValues(response.data, pageLanguage));
      toast.success(response.message);
    } catch (error) {
      toast.error(t('profileForm.updateError', { reason: apiErrorMessage(error) }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      <TextField label={t('profileForm.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label={t('profileForm.email')} type="email" value={user.email} disabled readOnly />
      <EmailVerification user={user} />
      <TextField
        label={t('profileForm.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={t('profileForm.address')}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      {user.role === 'user' ? <ReminderChoice registration={register('reminderChannel')} /> : null}
      {user.role === 'user' ? <MessageLanguageChoice registration={register('language')} /> : null}
      <Button type="submit" disabled={isLoading}>
        {t('profileForm.update')}
      </Button>
    </form>
  );
}

/**
 * View Profile: name, phone and address editable; the e-mail cannot be changed. A
 * customer also chooses how reminders come (by SMS, by e-mail or none), saved with 'Update Profile'.
 * `children` (the route puts the account's sessions there) come under the form once the profile is loaded.
 */
export function ProfilePanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('profile');
  const { data, error, isLoading, refetch } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner label={t('profileForm.loading')} />;
  if (!data) {
    return <LoadError error={error} onRetry={refetch} />;
  }
  return (
    <>
      <ProfileForm key={data.data._id} user={data.data} />
      {children}
    </>
  );
}
