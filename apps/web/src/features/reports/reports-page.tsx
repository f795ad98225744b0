import type { ReportSummary } from '@bond/contract/reports';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { useFormat } from '../../i18n/format.ts';
import { useGetReportSummaryQuery } from './api.ts';
import { BikeUsageTable } from './bike-usage-table.tsx';
import { BusiestHoursChart } from './busiest-hours-chart.tsx';
import { CollectedSplitTables } from './collected-split-tables.tsx';
import { HeadlineFigures } from './headline-figures.tsx';
import { PeriodChooser, type PeriodChoice } from './period-chooser.tsx';
import { ReportDownloads } from './report-downloads.tsx';
import { isQuietPeriod } from './report-format.ts';
import { formatRange, presetRange, type DayRange } from './report-period.ts';
import { RevenueChart } from './revenue-chart.tsx';
import { useMinuteClock } from './use-minute-clock.ts';
import { UtilisationChart } from './utilisation-chart.tsx';

/** A refresh failed after the report was shown: say so, and as of when the figures shown are. */
function StaleNotice({ error, report, onRetry }: { error: unknown; report: ReportSummary; onRetry: () => void }) {
  const { t } = useTranslation('reports');
  const f = useFormat();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>{t('page.stale', { reason: apiErrorMessage(error), time: f.time(report.period.asOf) })}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('page.tryAgain')}
      </Button>
    </div>
  );
}

function ReportBody({ report, range }: { report: ReportSummary; range: DayRange }) {
  const { t } = useTranslation('reports');
  return (
    <div className="space-y-10">
      {isQuietPeriod(report) ? (
        <p className="rounded-lg bg-slate-100 px-4 py-3 text-base font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          {t('page.quiet')}
        </p>
      ) : null}
      <HeadlineFigures report={report} />
      <CollectedSplitTables money={report.money} />
      <RevenueChart days={report.money.days} total={report.money.total} range={range} />
      <UtilisationChart bikes={report.perBike} />
      <BusiestHoursChart busiest={report.busiestHours} />
      <BikeUsageTable bikes={report.perBike} />
    </div>
  );
}

/**
 * Reports: the owner's figures for a period of Dhaka days — money collected and owed either way,
 * rentals, revenue per day, each bike's utilisation, the busiest hours of the week — and the period's
 * rentals and payments as CSV files. Loaded only when opened (`reports-section.tsx`), with its chart
 * library.
 */
export function Reports() {
  const { t } = useTranslation('reports');
  const f = useFormat();
  const now = useMinuteClock();
  const [choice, setChoice] = useState<PeriodChoice>('month');
  const [custom, setCustom] = useState<DayRange>(() => presetRange('month', now));
  const range = choice === 'custom' ? custom : presetRange(choice, now);
  const {
    currentData: report,
    error,
    isFetching,
    refetch,
  } = useGetReportSummaryQuery(range, {
    refetchOnMountOrArgChange: true,
  });

  const choose = (next: PeriodChoice) => {
    // A custom range starts from the period shown, and the report stays on it until another is asked for.
    if (next === 'custom') setCustom(range);
    setChoice(next);
  };

  return (
    <div className="space-y-8">
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <PeriodChooser choice={choice} range={range} onChoose={choose} onCustomRange={setCustom} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
          <p className="text-sm text-slate-800 dark:text-slate-200">
            <Trans
              t={t}
              i18nKey={report ? 'page.shownAsOf' : 'page.shown'}
              values={{ range: formatRange(range, f.language), time: report ? f.time(report.period.asOf) : '' }}
              components={{ 1: <span className="font-semibold" /> }}
            />
            {report && isFetching ? (
              <span role="status" className="ml-2 font-semibold">
                {t('page.updating')}
              </span>
            ) : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <ReportDownloads range={range} />
            <Button variant="ghost" size="sm" disabled={isFetching} onClick={() => void refetch()}>
              {t('page.refresh')}
            </Button>
          </div>
        </div>
      </div>
      {report ? (
        <>
          {error ? <StaleNotice error={error} report={report} onRetry={() => void refetch()} /> : null}
          <ReportBody report={report} range={range} />
        </>
      ) : error && !isFetching ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={t('page.loadingReport')} />
      )}
    </div>
  );
}
