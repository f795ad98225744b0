import { SMS_STANDIN_MODES, type SmsStandinDelivery, type SmsStandinSwitches } from '@bond/contract/notifications';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { NativeSelectField } from '../../components/ui/native-select.tsx';
import { Pager, usePage } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatTime } from '../../lib/time.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import {
  useGetSmsStandinDeliveriesQuery,
  useGetSmsStandinSwitchesQuery,
  useUpdateSmsStandinSwitchesMutation,
} from './api.ts';
import { STANDIN_MODE_WORDS, segmentsText } from './notification-words.ts';

export const SMS_STANDIN_NOTE =
  'This is the shop’s built-in stand-in of SSL Wireless: it takes the shop’s SMS the way SSL Wireless would, and sends nothing to phones.';
export const SWITCHES_HEADING = 'How the stand-in answers';
export const DELIVERIES_HEADING = 'What the stand-in delivered';
export const DELIVERIES_TABLE = 'SMS the stand-in received';
export const NO_DELIVERIES = 'The stand-in has not received any SMS yet.';
export const DELIVERIES_PAGE_SIZE = 20;
export const ERROR_CODE_HINT = 'SSL Wireless’s status_code, four digits: 4025 is an invalid number, 4001 unauthorised.';
export const BAD_ERROR_CODE = 'Enter a four-digit error code from 1000 to 9999, such as 4025';
export const SWITCHES_ERROR_PREFIX = 'Could not save the switches:';

const FOUR_DIGITS = /^[1-9]\d{3}$/;

/** 'Deliver', or 'Answer an error code (4025)'. */
export function switchesText(switches: SmsStandinSwitches): string {
  const words = STANDIN_MODE_WORDS[switches.mode];
  return switches.mode === 'error-code' && switches.errorCode ? `${words} (${switches.errorCode})` : words;
}

/** The mode select, and the error code when the stand-in is to answer one; saved with PUT. */
function SwitchesForm({ saved }: { saved: SmsStandinSwitches }) {
  const [mode, setMode] = useState<SmsStandinSwitches['mode']>(saved.mode);
  const [errorCode, setErrorCode] = useState(saved.errorCode ? String(saved.errorCode) : '');
  const [codeError, setCodeError] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const codeId = useId();
  const [update, { isLoading }] = useUpdateSmsStandinSwitchesMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let body: SmsStandinSwitches = { mode };
    if (mode === 'error-code') {
      const code = errorCode.trim();
      if (!FOUR_DIGITS.test(code)) {
        setCodeError(BAD_ERROR_CODE);
        codeInput.current?.focus();
        return;
      }
      body = { mode, errorCode: Number(code) };
    }
    setCodeError('');
    void toastOutcome(() => update(body).unwrap(), SWITCHES_ERROR_PREFIX);
  };

  return (
    <form aria-label="Stand-in switches" noValidate onSubmit={onSubmit} className="max-w-xl space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Now: <span className="font-semibold text-slate-900 dark:text-white">{switchesText(saved)}</span>. Switch it to
        try how the shop retries an SMS that did not go through.
      </p>
      <NativeSelectField
        label="Answer to the next SMS"
        value={mode}
        onChange={(value) => setMode(value as SmsStandinSwitches['mode'])}
      >
        {SMS_STANDIN_MODES.map((option) => (
          <option key={option} value={option}>
            {STANDIN_MODE_WORDS[option]}
          </option>
        ))}
      </NativeSelectField>
      {mode === 'error-code' ? (
        <div className="space-y-1.5">
          <TextField
            ref={codeInput}
            id={codeId}
            label="Error code"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={errorCode}
            error={codeError || undefined}
            aria-describedby={codeError ? `${codeId}-hint ${codeId}-error` : `${codeId}-hint`}
            onChange={(event) => setErrorCode(event.target.value)}
          />
          <p id={`${codeId}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
            {ERROR_CODE_HINT}
          </p>
        </div>
      ) : null}
      <Button type="submit" disabled={isLoading}>
        Save switches
      </Button>
    </form>
  );
}

function Switches() {
  const { data, error, isLoading, refetch } = useGetSmsStandinSwitchesQuery();
  if (isLoading) return <Spinner label="Loading the switches…" />;
  if (!data) return <LoadError error={error} onRetry={refetch} />;
  // Saved (or changed by another admin): the form starts again from what the stand-in now does.
  return <SwitchesForm key={JSON.stringify(data)} saved={data} />;
}

const mono = 'font-mono text-xs break-all';

const deliveryColumns: Column<SmsStandinDelivery>[] = [
  { header: 'Received', cell: (d) => formatTime(d.receivedAt), className: 'whitespace-nowrap' },
  { header: 'Number', cell: (d) => <span className={mono}>{d.msisdn}</span> },
  {
    header: 'Text',
    cell: (d) => <span className="break-words whitespace-pre-wrap">{d.sms}</span>,
    className: 'min-w-56',
  },
  {
    header: 'Segments',
    cell: (d) => (
      <span className="flex flex-col">
        <span className="whitespace-nowrap">{segmentsText(d.segments)}</span>
        <span className="text-xs text-slate-600 dark:text-slate-300">{d.smsType}</span>
      </span>
    ),
  },
  { header: 'csms_id', cell: (d) => <span className={mono}>{d.csmsId}</span> },
  { header: 'Reference', cell: (d) => <span className={mono}>{d.referenceId}</span> },
];

function Deliveries() {
  const [page, setPage] = usePage('');
  const { data, error, isLoading, isFetching, refetch } = useGetSmsStandinDeliveriesQuery(
    { page, pageSize: DELIVERIES_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <div className="space-y-3">
      <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
        Refresh deliveries
      </Button>
      {isLoading ? (
        <Spinner label="Loading what the stand-in received…" />
      ) : !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <div className="space-y-3" aria-busy={isFetching}>
          <DataTable
            caption={DELIVERIES_TABLE}
            columns={deliveryColumns}
            rows={data.data}
            rowKey={(d) => `${d.csmsId} ${d.referenceId}`}
            emptyText={NO_DELIVERIES}
          />
          <Pager label="Stand-in delivery pages" page={page} meta={data.meta} noun={['SMS', 'SMS']} onPage={setPage} />
        </div>
      )}
    </div>
  );
}

/**
 * SMS stand-in (issue 12): on a shop that runs the local SSL Wireless stand-in (a demo, a test run), what it
 * received in the shop's SMS, newest first, and how it answers the next sends (deliver, fail with a server
 * error, time out, or answer SSL Wireless's error code), to see the shop's retries at work.
 */
export function SmsStandinPage() {
  const switchesId = useId();
  const deliveriesId = useId();
  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-700 dark:text-slate-300">{SMS_STANDIN_NOTE}</p>
      <section aria-labelledby={switchesId} className="space-y-3">
        <h3 id={switchesId} className="text-lg font-bold text-slate-900 dark:text-white">
          {SWITCHES_HEADING}
        </h3>
        <Switches />
      </section>
      <section aria-labelledby={deliveriesId} className="space-y-3">
        <h3 id={deliveriesId} className="text-lg font-bold text-slate-900 dark:text-white">
          {DELIVERIES_HEADING}
        </h3>
        <Deliveries />
      </section>
    </div>
  );
}
