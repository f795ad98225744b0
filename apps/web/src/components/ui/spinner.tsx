import { useTranslation } from 'react-i18next';

/** A spinning ring with a text for screen readers; `role="status"` announces it politely. */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={`flex items-center justify-center py-10 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-300 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-400"
      />
      <span className="sr-only">{label ?? t('spinner.loading')}</span>
    </div>
  );
}
