import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useLogoutEverywhereMutation } from './api.ts';
import { useLogOut } from './use-log-out.ts';

/** docs/product/accounts-and-roles.md#sessions: a lost phone or a shared computer: end every session of the account at once, then this one. */
export function LogOutEverywhere() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  const logOut = useLogOut();
  const onClick = async () => {
    try {
      await logoutEverywhere().unwrap();
      await logOut();
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 max-w-xl border-t border-slate-200 pt-6 dark:border-slate-700"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('logOutEverywhere.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('logOutEverywhere.text')}</p>
      <Button variant="outline" className="mt-4" disabled={isLoading} onClick={() => void onClick()}>
        {t('logOutEverywhere.button')}
      </Button>
    </section>
  );
}
