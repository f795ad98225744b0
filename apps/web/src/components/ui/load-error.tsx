import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { Button } from './button.tsx';

type LoadErrorProps = {
  /** What the failed call gave back; shown as one sentence for the customer. */
  error: unknown;
  /** Asks the server again (a query's `refetch`). */
  onRetry: () => void;
  /** Centred, for a block in the middle of a page section. */
  centered?: boolean;
};

/** What could not be loaded says why, with 'Try again'. */
export function LoadError({ error, onRetry, centered = false }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={centered ? 'space-y-4 text-center' : 'space-y-4'}>
      <p className="text-slate-800 dark:text-slate-200">{apiErrorMessage(error)}</p>
      <Button variant="outline" onClick={() => onRetry()}>
        {t('loadError.tryAgain')}
      </Button>
    </div>
  );
}
