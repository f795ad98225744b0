import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useDownloadReportCsvMutation, type CsvExport } from './api.ts';
import type { DayRange } from './report-period.ts';

/**
 * The period's rentals and payments as CSV files for the accountant (UTF-8, Dhaka times). A failed download
 * says why in a toast, like every other failed action.
 */
export function ReportDownloads({ range }: { range: DayRange }) {
  const { t } = useTranslation('reports');
  const [download] = useDownloadReportCsvMutation();
  const [busy, setBusy] = useState<CsvExport | null>(null);
  const start = async (kind: CsvExport) => {
    setBusy(kind);
    try {
      await download({ kind, range }).unwrap();
    } catch (error) {
      toast.error(t(`downloads.${kind}Failed`, { reason: apiErrorMessage(error) }));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {(['rentals', 'payments'] as const).map((kind) => (
        <Button
          key={kind}
          variant="outline"
          size="sm"
          disabled={busy !== null}
          aria-busy={busy === kind ? true : undefined}
          onClick={() => void start(kind)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 3v12m0 0-4-4m4 4 4-4M5 19h14" />
          </svg>
          {t(`downloads.${kind}`)}
        </Button>
      ))}
    </div>
  );
}
