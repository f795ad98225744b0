import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error.ts';

/** Polling failed after a first answer: say so, and that the rows shown may be out of date. */
export function StaleNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('rentals');
  if (!error) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      {t('stale.notice', { error: apiErrorMessage(error) })}
    </p>
  );
}
