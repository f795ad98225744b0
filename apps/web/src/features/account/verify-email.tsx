import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { useVerifyEmailMutation } from './api.ts';

/** The error code of a failed call, when the server sent one (the error shape's `code`). */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: unknown }).data;
  return typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string'
    ? data.code
    : undefined;
}

/**
 * The link of the verification e-mail, opened (decision 023): the token in the address is sent to the
 * server at once, and the page says what came of it: verified, the link expired (ask for a new one in View
 * Profile), or not a valid link. Opening it twice is harmless: the server answers verified again.
 * `profileState` is the history state that opens View Profile on the dashboard (its link says where to go).
 */
export function VerifyEmail({ token, profileState }: { token: string; profileState: unknown }) {
  const { t } = useTranslation('account');
  const [verify, { data, error, isUninitialized, isLoading }] = useVerifyEmailMutation();
  useEffect(() => {
    if (token) void verify({ token });
  }, [token, verify]);

  if (token && (isUninitialized || isLoading)) return <Spinner label={t('verifyEmail.checking')} />;
  if (data) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-base text-slate-900 dark:text-slate-100">
          {t('verifyEmail.verified', { email: data.data.email })}
        </p>
        <Link to="/dashboard" state={profileState} className={buttonClasses('primary', 'md', '')}>
          {t('verifyEmail.toProfile')}
        </Link>
      </div>
    );
  }
  const expired = errorCode(error) === 'VERIFICATION_LINK_EXPIRED';
  return (
    <div role="alert" className="space-y-4">
      <p className="text-base font-medium text-slate-900 dark:text-slate-100">
        {expired ? t('verifyEmail.expired') : t('verifyEmail.invalid')}
      </p>
      {error && !expired && errorCode(error) !== 'VERIFICATION_LINK_INVALID' ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{apiErrorMessage(error)}</p>
      ) : null}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('verifyEmail.askAgain')}</p>
      <Link to="/dashboard" state={profileState} className={buttonClasses('outline', 'md', '')}>
        {t('verifyEmail.toProfile')}
      </Link>
    </div>
  );
}
