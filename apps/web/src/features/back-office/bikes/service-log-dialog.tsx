import type { Bike } from '@bond/contract/bikes';
import type { CreateService, OdometerReading, Service, ServiceLog } from '@bond/contract/services';
import { SERVICE_WORK_MAX } from '@bond/contract/services';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { i18next } from '../../../i18n/index.ts';
import { fieldRefusals } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { paperDay } from './paper-words.ts';
import { useGetBikeServicesQuery, useRecordBikeServiceMutation } from './services-api.ts';

const FIELDS = ['date', 'odometerKm', 'work', 'cost'] as const;
type ServiceField = (typeof FIELDS)[number];
type ServiceForm = Record<ServiceField, string>;

const emptyForm = (today: string): ServiceForm => ({ date: today, odometerKm: '', work: '', cost: '' });

// The message is read when the form is checked, so it follows the page's language.
const required = (field: ServiceField) =>
  z
    .string()
    .trim()
    .min(1, { error: () => i18next.t(`bikes.services.required.${field}`, { ns: 'admin' }) });
/** Bangla digits are taken as typed ('১২৩৪৫'). */
const latinDigits = (text: string) => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
// A whole number of 0 or more; the server judges the rest (the most it takes), its refusal shown at the field.
const wholeNumber = (field: ServiceField) =>
  required(field)
    .refine((text) => /^[0-9০-৯]+$/.test(text), {
      error: () => i18next.t('bikes.services.wholeNumber', { ns: 'admin' }),
    })
    .transform((text) => Number(latinDigits(text)));

const ServiceFormSchema = z.object({
  date: required('date'),
  odometerKm: wholeNumber('odometerKm'),
  work: required('work'),
  cost: wholeNumber('cost'),
}) satisfies z.ZodType<CreateService, ServiceForm>;

/** The highest odometer known and the kilometres since the last service, in words. */
function Figures({ log }: { log: ServiceLog }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const km = (value: number) => t('bikes.services.km', { km: f.number(value) });
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      <div className="contents">
        <dt className="text-slate-600 dark:text-slate-300">{t('bikes.services.odometer')}</dt>
        <dd className="font-semibold">
          {log.odometerKm === null ? t('bikes.services.noOdometer') : km(log.odometerKm)}
        </dd>
      </div>
      <div className="contents">
        <dt className="text-slate-600 dark:text-slate-300">{t('bikes.services.sinceService')}</dt>
        <dd className="font-semibold">
          {log.kmSinceService !== null
            ? km(log.kmSinceService)
            : log.services.length === 0
              ? t('bikes.services.noService')
              : t('bikes.services.noReading')}
        </dd>
      </div>
    </dl>
  );
}

/** The services and the handover and return readings, the latest first, as the server orders them. */
function LogTables({ log, today }: { log: ServiceLog; today: string }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const serviceColumns = useMemo<Column<Service>[]>(
    () => [
      {
        header: t('bikes.services.columns.date'),
        cell: (service) => paperDay(service.date, today, f.language),
        className: 'whitespace-nowrap',
      },
      {
        header: t('bikes.services.columns.odometer'),
        cell: (service) => t('bikes.services.km', { km: f.number(service.odometerKm) }),
        className: 'whitespace-nowrap',
      },
      { header: t('bikes.services.columns.work'), cell: (service) => service.work },
      {
        header: t('bikes.services.columns.cost'),
        cell: (service) => f.taka(service.cost),
        className: 'whitespace-nowrap',
      },
      { header: t('bikes.services.columns.recordedBy'), cell: (service) => service.recordedBy.name },
    ],
    [t, f, today],
  );
  const readingColumns = useMemo<Column<OdometerReading>[]>(
    () => [
      { header: t('bikes.services.columns.at'), cell: (reading) => f.time(reading.at) },
      { header: t('bikes.services.columns.stage'), cell: (reading) => t(`bikes.services.stage.${reading.stage}`) },
      {
        header: t('bikes.services.columns.odometer'),
        cell: (reading) => t('bikes.services.km', { km: f.number(reading.odometerKm) }),
        className: 'whitespace-nowrap',
      },
    ],
    [t, f],
  );
  return (
    <>
      <section className="space-y-2">
        <h3 className="text-base font-semibold">{t('bikes.services.servicesCaption')}</h3>
        <DataTable
          caption={t('bikes.services.servicesCaption')}
          columns={serviceColumns}
          rows={log.services}
          rowKey={(service) => service._id}
          emptyText={t('bikes.services.noServices')}
        />
      </section>
      <section className="space-y-2">
        <h3 className="text-base font-semibold">{t('bikes.services.readingsCaption')}</h3>
        <DataTable
          caption={t('bikes.services.readingsCaption')}
          columns={readingColumns}
          rows={log.readings}
          rowKey={(reading) => `${reading.rentalId}-${reading.stage}`}
          emptyText={t('bikes.services.noReadings')}
        />
      </section>
    </>
  );
}

/**
 * 'Service log' of a bike (fleet page): the highest odometer known and the kilometres since the last service,
 * the services and the handover and return readings, the latest first, and a form to record a service (the day
 * defaults to `today`, the Dhaka day). A refusal naming a field is shown at it, any other above the buttons,
 * what was typed kept; a saved service is a toast, the form is cleared and the log read again.
 */
export function ServiceLogDialog({ bike, today }: { bike: Bike; today: string }) {
  const { t } = useTranslation('admin');
  const [recordService, { isLoading }] = useRecordBikeServiceMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ServiceForm, unknown, CreateService>({
    resolver: zodResolver(ServiceFormSchema),
    defaultValues: emptyForm(today),
  });
  const dialog = useMutationDialog({
    refusal: 'dialog',
    onOpen: () => reset(emptyForm(today)),
    onAnswer: (answer) => {
      toast.success(answer.message);
      reset(emptyForm(today));
      void log.refetch();
    },
    onRefusal: (error) => {
      const refusals = fieldRefusals(error, FIELDS);
      refusals.forEach(({ path, message }, index) =>
        setError(path as Path<ServiceForm>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (refusals.length > 0) dialog.setRefusal('');
    },
  });
  const log = useGetBikeServicesQuery(bike._id, { skip: !dialog.open, refetchOnMountOrArgChange: true });

  const onSubmit = handleSubmit((service) => dialog.run(() => recordService({ bikeId: bike._id, service }).unwrap()));

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      size="lg"
      title={t('bikes.services.title')}
      description={t('bikes.services.description', { name: bike.name })}
      trigger={
        <Button size="sm" variant="outline" aria-label={t('bikes.services.buttonLabel', { name: bike.name })}>
          {t('bikes.services.button')}
        </Button>
      }
    >
      <div className="space-y-6">
        {log.data ? (
          <>
            <Figures log={log.data} />
            <LogTables log={log.data} today={today} />
          </>
        ) : log.isError ? (
          <LoadError error={log.error} onRetry={log.refetch} />
        ) : (
          <Spinner label={t('bikes.services.loading')} />
        )}
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={`record-service-${bike._id}`}
          className="space-y-4 border-t border-slate-200 pt-5 dark:border-slate-700"
        >
          <h3 id={`record-service-${bike._id}`} className="text-base font-semibold">
            {t('bikes.services.form')}
          </h3>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              type="date"
              max={today}
              label={t('bikes.services.fields.date')}
              error={errors.date?.message}
              {...register('date')}
            />
            <TextField
              inputMode="numeric"
              autoComplete="off"
              label={t('bikes.services.fields.odometerKm')}
              error={errors.odometerKm?.message}
              {...register('odometerKm')}
            />
            <TextField
              inputMode="numeric"
              autoComplete="off"
              label={t('bikes.services.fields.cost')}
              error={errors.cost?.message}
              {...register('cost')}
            />
          </div>
          <TextAreaField
            rows={2}
            maxLength={SERVICE_WORK_MAX}
            label={t('bikes.services.fields.work')}
            error={errors.work?.message}
            {...register('work')}
          />
          <DialogFormFooter
            error={dialog.refusal}
            closeLabel={t('bikes.services.close')}
            submitLabel={t('bikes.services.save')}
            isSubmitting={isLoading}
          />
        </form>
      </div>
    </Dialog>
  );
}
