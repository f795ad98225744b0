import { PhoneCodeRequestSchema, PhoneCodeVerifySchema } from '@bond/contract/auth';
import { PHONE_CODE_MINUTES, PHONE_CODE_TRIES } from '@bond/contract/constants';
import type { ErrorBody } from '@bond/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { useRequestPhoneCodeMutation, useVerifyPhoneCodeMutation } from './api.ts';
import { useSignedIn } from './use-signed-in.ts';

type PhoneInput = z.input<typeof PhoneCodeRequestSchema>;
type PhoneValues = z.output<typeof PhoneCodeRequestSchema>;

const CodeSchema = PhoneCodeVerifySchema.omit({ phone: true });
/** Once the server has said the number is new, the name is needed. */
const NamedCodeSchema = CodeSchema.extend({ name: PhoneCodeVerifySchema.shape.name.unwrap() });
type CodeInput = z.input<typeof CodeSchema>;
type CodeValues = z.output<typeof CodeSchema>;

/** Bengali digits (a Bangla keyboard types ০–৯) read as 0–9, as the code's are. */
const asciiDigits = (typed: unknown) =>
  typeof typed === 'string' ? typed.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)) : typed;

/** The verify answer that means "this number has no account: give a name" (a 400 naming `name`). */
function asksForName(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 400) return false;
  const data = (error as { data?: Partial<ErrorBody> }).data;
  return Array.isArray(data?.errorMessage) && data.errorMessage.some((item) => item.path === 'name');
}

/**
 * Phone sign-in (docs/product/accounts-and-roles.md#phone-sign-in): a Bangladeshi mobile number, "Send code",
 * then the 6-digit code of the SMS, and the same ending as a password login. A number with no account is
 * asked for a name and the code goes again with it (the server keeps the code good for that). Every refusal
 * is shown as the server words it (a wrong code with the tries left, an expired one, a wait); a new code can be
 * asked for, and another number used. Focus follows the step: the code field once the code is sent, the name
 * field when a name is asked for, the number when another is wanted.
 */
export function PhoneSignIn() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const format = useFormat();
  const [requestCode, requesting] = useRequestPhoneCodeMutation();
  const [verifyCode, verifying] = useVerifyPhoneCodeMutation();
  const signedIn = useSignedIn();
  /** The number the code went to, in its stored form; empty while none was sent. */
  const [sentTo, setSentTo] = useState('');
  const [nameAsked, setNameAsked] = useState(false);
  const [serverError, setServerError] = useState('');
  const [notice, setNotice] = useState('');

  const phoneForm = useForm<PhoneInput, unknown, PhoneValues>({
    resolver: zodResolver(PhoneCodeRequestSchema),
    defaultValues: { phone: '' },
  });
  // react-hook-form takes its options afresh on every render: the name is checked once it is asked for.
  const codeSchema: z.ZodType<CodeValues, CodeInput> = nameAsked ? NamedCodeSchema : CodeSchema;
  const codeForm = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const { setFocus: focusCodeForm } = codeForm;
  const { setFocus: focusPhoneForm } = phoneForm;

  // Focus follows the step, once the field it goes to is on the page.
  useEffect(() => {
    if (sentTo) focusCodeForm(nameAsked ? 'name' : 'code');
  }, [sentTo, nameAsked, focusCodeForm]);

  const send = async (phone: string) => {
    setServerError('');
    setNotice('');
    try {
      const answer = await requestCode({ phone }).unwrap();
      setNotice(answer.message);
      return true;
    } catch (error) {
      setServerError(apiErrorMessage(error));
      return false;
    }
  };

  const onSendCode = phoneForm.handleSubmit(async ({ phone }) => {
    if (await send(phone)) setSentTo(phone);
  });

  const onNewCode = async () => {
    codeForm.resetField('code');
    await send(sentTo);
    focusCodeForm('code');
  };

  const onOtherNumber = () => {
    setSentTo('');
    setNameAsked(false);
    setServerError('');
    setNotice('');
    codeForm.reset();
    // The number's field comes back on the next render.
    setTimeout(() => focusPhoneForm('phone'));
  };

  const onSignIn = codeForm.handleSubmit(async ({ code, name }) => {
    setServerError('');
    setNotice('');
    try {
      await signedIn(await verifyCode({ phone: sentTo, code, ...(nameAsked && name ? { name } : {}) }).unwrap());
    } catch (error) {
      if (!nameAsked && asksForName(error)) {
        setNameAsked(true);
        setNotice(apiErrorMessage(error));
        return;
      }
      setServerError(apiErrorMessage(error));
    }
  });

  const busy = requesting.isLoading || verifying.isLoading;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('phoneSignIn.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('phoneSignIn.intro')}</p>
      </div>
      {sentTo ? (
        <form method="post" onSubmit={onSignIn} noValidate className="space-y-4">
          <p className="text-sm text-slate-800 dark:text-slate-200">{t('phoneSignIn.sentTo', { phone: sentTo })}</p>
          <TextField
            label={t('phoneSignIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            hint={t('phoneSignIn.codeHint', {
              minutes: format.number(PHONE_CODE_MINUTES),
              tries: format.number(PHONE_CODE_TRIES),
            })}
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register('code')}
          />
          {nameAsked ? (
            <TextField
              label={t('fields.name')}
              autoComplete="name"
              placeholder={t('fields.namePlaceholder')}
              hint={t('phoneSignIn.nameHint')}
              error={codeForm.formState.errors.name?.message}
              {...codeForm.register('name')}
            />
          ) : null}
          <Messages notice={notice} error={serverError} />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {verifying.isLoading
              ? t('phoneSignIn.signingIn')
              : nameAsked
                ? t('phoneSignIn.openAccount')
                : t('phoneSignIn.signIn')}
          </Button>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void onNewCode()}>
              {t('phoneSignIn.newCode')}
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onOtherNumber}>
              {t('phoneSignIn.otherNumber')}
            </Button>
          </div>
        </form>
      ) : (
        <form method="post" onSubmit={onSendCode} noValidate className="space-y-4">
          <TextField
            label={t('phoneSignIn.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="01712 345678"
            error={phoneForm.formState.errors.phone?.message}
            {...phoneForm.register('phone', { setValueAs: asciiDigits })}
          />
          <Messages notice="" error={serverError} />
          <Button type="submit" size="lg" variant="outline" className="w-full" disabled={busy}>
            {requesting.isLoading ? t('phoneSignIn.sending') : t('phoneSignIn.sendCode')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** What the server said: news in a polite live region, a refusal in red as an alert. */
function Messages({ notice, error }: { notice: string; error: string }) {
  return (
    <>
      <p role="status" className={notice ? 'text-sm text-slate-800 dark:text-slate-200' : 'sr-only'}>
        {notice}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}
