import { apiErrorMessage } from '../../lib/api-error.ts';

/** Polling failed after a first answer: say so, and that the rows shown may be out of date. */
export function StaleNotice({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      Could not refresh: {apiErrorMessage(error)} The list below may be out of date; it is tried again every few
      seconds.
    </p>
  );
}
