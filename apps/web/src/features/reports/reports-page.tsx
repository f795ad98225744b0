import type { ReportSummary } from '@bond/contract/reports';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { formatTime } from '../../lib/time.ts';
import { useGetReportSummaryQuery } from './api.ts';
import { BikeUsageTable } from './bike-usage-table.tsx';
import { BusiestHoursChart } from './busiest-hours-chart.tsx';
import { HeadlineFigures } from './headline-figures.tsx';
import { PeriodChooser, type PeriodChoice } from './period-chooser.tsx';
import { ReportDownloads } from './report-downloads.tsx';
import { isQuietPeriod } from './report-format.ts';
import { formatRange, presetRange, type DayRange } from './report-period.ts';
import { RevenueChart } from './revenue-chart.tsx';
import { useMinuteClock } from './use-minute-clock.ts';
import { UtilisationChart } from './utilisation-chart.tsx';

export const QUIET_PERIOD = 'No money moved and no rentals in this period.';
export const REFRESH_REPORT = 'Refresh report';

/** A refresh failed after the report was shown: say so, and as of when the figures shown are. */
function StaleNotice({ error, report, onRetry }: { error: unknown; report: ReportSummary; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        Could not refresh the report: {apiErrorMessage(error)} The figures below may be out of date (as of{' '}
        {formatTime(report.period.asOf)}).
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function ReportBody({ report, range }: { report: ReportSummary; range: DayRange }) {
  return (
    <div className="space-y-10">
      {isQuietPeriod(report) ? (
        <p className="rounded-lg bg-slate-100 px-4 py-3 text-base font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          {QUIET_PERIOD}
        </p>
      ) : null}
      <HeadlineFigures report={report} />
      <RevenueChart days={report.money.days} total={report.money.total} range={range} />
      <UtilisationChart bikes={report.perBike} />
      <BusiestHoursChart busiest={report.busiestHours} />
      <BikeUsageTable bikes={report.perBike} />
    </div>
  );
}

/**
 * Reports (issue 11): the owner's figures for a period of Dhaka days — money collected and owed either way,
 * rentals, revenue per day, each bike's utilisation, the busiest hours of the week — and the period's
 * rentals and payments as CSV files. Loaded only when opened (`reports-section.tsx`), with its chart
 * library.
 */
export function Reports() {
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
            <span className="font-semibold">{formatRange(range)}</span> (Dhaka days)
            {report ? <> · ‘now’ is {formatTime(report.period.asOf)}</> : null}
            {report && isFetching ? (
              <span role="status" className="ml-2 font-semibold">
                Updating…
              </span>
            ) : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <ReportDownloads range={range} />
            <Button variant="ghost" size="sm" disabled={isFetching} onClick={() => void refetch()}>
              {REFRESH_REPORT}
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
        <Spinner label="Loading the report…" />
      )}
    </div>
  );
}
