import { RIDER_DOCUMENT_KINDS, RiderDetailsSchema, type Rider } from '@bond/contract/riders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorMessage, fieldRefusals } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { ridersApi, useGetMyRiderQuery, useSaveMyRiderDetailsMutation } from './api.ts';
import { PictureSlot } from './picture-slot.tsx';
import { RiderStatusBadge } from '../../components/ui/rider-status-badge.tsx';
import { useStatusSentence } from './rider-status.tsx';

type DetailsInput = z.input<typeof RiderDetailsSchema>;
type DetailsValues = z.output<typeof RiderDetailsSchema>;
const DETAIL_FIELDS = ['nidNumber', 'licenceNumber', 'licenceExpiry'] as const;

const detailsOf = (rider: Rider): DetailsInput => ({
  nidNumber: rider.nidNumber ?? '',
  licenceNumber: rider.licenceNumber ?? '',
  licenceExpiry: rider.licenceExpiry ?? '',
});

/**
 * The NID number, the licence number and its expiry. Bengali digits, spaces and hyphens are read as the
 * number they are (the contract's schema, as the server reads them); the server's refusal of a field (an
 * expired licence) is shown at it.
 */
function DetailsForm({ rider }: { rider: Rider }) {
  const { t } = useTranslation('riders');
  const [save, { isLoading }] = useSaveMyRiderDetailsMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DetailsInput, unknown, DetailsValues>({
    resolver: zodResolver(RiderDetailsSchema),
    defaultValues: detailsOf(rider),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await save(values).unwrap();
      reset(detailsOf(answer.data));
      toast.success(answer.message);
    } catch (error) {
      const refusals = fieldRefusals(error, DETAIL_FIELDS);
      refusals.forEach(({ path, message }, index) =>
        setError(path as (typeof DETAIL_FIELDS)[number], { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (refusals.length === 0) toast.error(t('details.saveError', { reason: apiErrorMessage(error) }));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      <TextField
        label={t('details.nidNumber')}
        hint={t('details.nidHint')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.nidNumber?.message}
        {...register('nidNumber')}
      />
      <TextField
        label={t('details.licenceNumber')}
        hint={t('details.licenceHint')}
        autoCapitalize="characters"
        autoComplete="off"
        error={errors.licenceNumber?.message}
        {...register('licenceNumber')}
      />
      <TextField
        label={t('details.licenceExpiry')}
        type="date"
        error={errors.licenceExpiry?.message}
        {...register('licenceExpiry')}
      />
      <Button type="submit" disabled={isLoading}>
        {t('details.save')}
      </Button>
    </form>
  );
}

function RiderFileBody({ rider }: { rider: Rider }) {
  const { t } = useTranslation('riders');
  const dispatch = useDispatch();
  const sentence = useStatusSentence(rider, 'rider');
  // The file as it now stands is read again (its status may have moved on to review).
  const onSent = () => dispatch(ridersApi.util.invalidateTags([{ type: 'Rider', id: 'ME' }]));
  return (
    <>
      <div className="mt-4 space-y-2" aria-live="polite">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          {t('statusLabel')} <RiderStatusBadge status={rider.status} />
        </p>
        <p className="text-base text-slate-800 dark:text-slate-200">{sentence}</p>
      </div>
      <h4 className="mt-6 mb-3 font-semibold text-slate-900 dark:text-white">{t('details.title')}</h4>
      <DetailsForm key={`${rider.nidNumber}|${rider.licenceNumber}|${rider.licenceExpiry}`} rider={rider} />
      <h4 className="mt-8 mb-1 font-semibold text-slate-900 dark:text-white">{t('pictures.title')}</h4>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t('pictures.note')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {RIDER_DOCUMENT_KINDS.map((kind) => {
          const document = rider.documents.find((d) => d.kind === kind);
          return (
            <PictureSlot
              key={kind}
              kind={kind}
              picturePath={document ? `/riders/me/documents/${encodeURIComponent(document._id)}/thumbnail` : undefined}
              alt={t('picture.yours', { kind: t(`kinds.${kind}`) })}
              uploadPath="/riders/me/documents"
              onFile={document !== undefined}
              onSent={onSent}
            />
          );
        })}
      </div>
    </>
  );
}

/**
 * Rider documents, in the customer's View Profile (docs/product/riders-on-file.md#screens): the status in a
 * sentence, the details, and the four pictures, each taken with the phone's camera.
 */
export function MyRiderFile() {
  const { t } = useTranslation('riders');
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetMyRiderQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-700">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('title')}
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-slate-700 dark:text-slate-300">{t('intro')}</p>
      {isLoading ? (
        <Spinner label={t('loading')} />
      ) : data ? (
        <RiderFileBody rider={data} />
      ) : (
        <LoadError error={error} onRetry={() => void refetch()} />
      )}
    </section>
  );
}
