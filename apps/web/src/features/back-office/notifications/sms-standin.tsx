import { SMS_STANDIN_MODES, type SmsStandinDelivery, type SmsStandinSwitches } from '@bond/contract/notifications';
import type { TFunction } from 'i18next';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PagedTable } from '../../../components/ui/paged-table.tsx';
import { NativeSelectField } from '../../../components/ui/native-select.tsx';
import { usePage } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat, type Formatters } from '../../../i18n/format.ts';
import { i18next } from '../../../i18n/index.ts';
import type { Language } from '../../../i18n/languages.ts';
import { toastOutcome } from '../../../lib/toast-outcome.ts';
import {
  useGetSmsStandinDeliveriesQuery,
  useGetSmsStandinSwitchesQuery,
  useUpdateSmsStandinSwitchesMutation,
} from './api.ts';
import { segmentsText, standinModeName } from './notification-words.ts';

export const DELIVERIES_PAGE_SIZE = 20;

const FOUR_DIGITS = /^[1-9]\d{3}$/;

/** Bengali digits typed in (০–৯) read as the code's digits, so either keyboard works. */
const asciiDigits = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** 'Deliver', or 'Answer an error code (4025)' (the code as SSL Wireless writes it). */
export function switchesText(switches: SmsStandinSwitches, language: Language): string {
  const words = standinModeName(switches.mode, language);
  return switches.mode === 'error-code' && switches.errorCode
    ? i18next.getFixedT(language, 'notifications')('standin.modeWithCode', {
        mode: words,
        code: String(switches.errorCode),
      })
    : words;
}

/** The mode select, and the error code when the stand-in is to answer one; saved with PUT. */
function SwitchesForm({ saved }: { saved: SmsStandinSwitches }) {
  const [mode, setMode] = useState<SmsStandinSwitches['mode']>(saved.mode);
  const [errorCode, setErrorCode] = useState(saved.errorCode ? String(saved.errorCode) : '');
  const [codeError, setCodeError] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const [update, { isLoading }] = useUpdateSmsStandinSwitchesMutation();
  const { t } = useTranslation('notifications');
  const { language } = useFormat();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let body: SmsStandinSwitches = { mode };
    if (mode === 'error-code') {
      const code = asciiDigits(errorCode.trim());
      if (!FOUR_DIGITS.test(code)) {
        setCodeError(t('standin.badErrorCode'));
        codeInput.current?.focus();
        return;
      }
      body = { mode, errorCode: Number(code) };
    }
    setCodeError('');
    void toastOutcome(() => update(body).unwrap(), t('standin.saveError'));
  };

  return (
    <form aria-label={t('standin.switchesForm')} noValidate onSubmit={onSubmit} className="max-w-xl space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <Trans
          t={t}
          i18nKey="standin.now"
          values={{ mode: switchesText(saved, language) }}
          components={{ 1: <span className="font-semibold text-slate-900 dark:text-white" /> }}
        />
      </p>
      <NativeSelectField
        label={t('standin.answer')}
        value={mode}
        onChange={(value) => setMode(value as SmsStandinSwitches['mode'])}
      >
        {SMS_STANDIN_MODES.map((option) => (
          <option key={option} value={option}>
            {standinModeName(option, language)}
          </option>
        ))}
      </NativeSelectField>
      {mode === 'error-code' ? (
        <div className="space-y-1.5">
          <TextField
            ref={codeInput}
            id={codeId}
            label={t('standin.errorCode')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={errorCode}
            error={codeError || undefined}
            aria-describedby={codeError ? `${codeId}-hint ${codeId}-error` : `${codeId}-hint`}
            onChange={(event) => setErrorCode(event.target.value)}
          />
          <p id={`${codeId}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
            {t('standin.errorCodeHint')}
          </p>
        </div>
      ) : null}
      <Button type="submit" disabled={isLoading}>
        {t('standin.save')}
      </Button>
    </form>
  );
}

function Switches() {
  const { t } = useTranslation('notifications');
  const { data, error, isLoading, refetch } = useGetSmsStandinSwitchesQuery();
  if (isLoading) return <Spinner label={t('standin.loadingSwitches')} />;
  if (!data) return <LoadError error={error} onRetry={refetch} />;
  // Saved (or changed by another admin): the form starts again from what the stand-in now does.
  return <SwitchesForm key={JSON.stringify(data)} saved={data} />;
}

const mono = 'font-mono text-xs break-all';

const deliveryColumnsFor = (t: TFunction<'notifications'>, f: Formatters): Column<SmsStandinDelivery>[] => [
  { header: t('standin.columns.received'), cell: (d) => f.time(d.receivedAt), className: 'whitespace-nowrap' },
  { header: t('standin.columns.number'), cell: (d) => <span className={mono}>{d.msisdn}</span> },
  {
    header: t('standin.columns.text'),
    cell: (d) => <span className="break-words whitespace-pre-wrap">{d.sms}</span>,
    className: 'min-w-56',
  },
  {
    header: t('standin.columns.segments'),
    cell: (d) => (
      <span className="flex flex-col">
        <span className="whitespace-nowrap">{segmentsText(d.segments, f.language)}</span>
        <span className="text-xs text-slate-600 dark:text-slate-300">{d.smsType}</span>
      </span>
    ),
  },
  { header: t('standin.columns.csmsId'), cell: (d) => <span className={mono}>{d.csmsId}</span> },
  { header: t('standin.columns.reference'), cell: (d) => <span className={mono}>{d.referenceId}</span> },
];

function Deliveries() {
  const { t } = useTranslation('notifications');
  const f = useFormat();
  const deliveryColumns = useMemo(() => deliveryColumnsFor(t, f), [t, f]);
  const [page, setPage] = usePage('');
  const deliveries = useGetSmsStandinDeliveriesQuery(
    { page, pageSize: DELIVERIES_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <div className="space-y-3">
      <Button variant="outline" size="sm" disabled={deliveries.isFetching} onClick={() => void deliveries.refetch()}>
        {t('standin.refresh')}
      </Button>
      <PagedTable
        query={deliveries}
        loadingLabel={t('standin.loadingDeliveries')}
        caption={t('standin.table')}
        columns={deliveryColumns}
        rowKey={(d) => `${d.csmsId} ${d.referenceId}`}
        emptyText={t('standin.empty')}
        page={page}
        onPage={setPage}
        pagerLabel={t('standin.pages')}
        noun={[t('standin.sms'), t('standin.sms')]}
      />
    </div>
  );
}

/**
 * SMS stand-in: on a shop that runs the local SSL Wireless stand-in (a demo, a test run), what it
 * received in the shop's SMS, newest first, and how it answers the next sends (deliver, fail with a server
 * error, time out, or answer SSL Wireless's error code), to see the shop's retries at work.
 */
export function SmsStandinPage() {
  const { t } = useTranslation('notifications');
  const switchesId = useId();
  const deliveriesId = useId();
  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('standin.note')}</p>
      <section aria-labelledby={switchesId} className="space-y-3">
        <h3 id={switchesId} className="text-lg font-bold text-slate-900 dark:text-white">
          {t('standin.switchesHeading')}
        </h3>
        <Switches />
      </section>
      <section aria-labelledby={deliveriesId} className="space-y-3">
        <h3 id={deliveriesId} className="text-lg font-bold text-slate-900 dark:text-white">
          {t('standin.deliveriesHeading')}
        </h3>
        <Deliveries />
      </section>
    </div>
  );
}
