import type { Bike } from '@bond/contract/bikes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { useCreateBikeMutation, useUpdateBikeMutation } from '../api.ts';
import { useGetShopSettingsQuery } from '../price-lists/api.ts';
import {
  BikeFormSchema,
  EMPTY_BIKE_FORM,
  bikeToForm,
  changedFields,
  toCreateBike,
  type BikeFormInput,
  type BikeFormValues,
} from './bike-form.ts';

type BikeFormDialogProps = { mode: 'create'; bike?: undefined } | { mode: 'update'; bike: Bike };

/**
 * 'Create Bike' and 'Update Bike'. Every field is required but the day and week prices (the shop derives
 * those left empty) and a new bike's deposit (left empty, the shop's default deposit:
 * docs/product/handover-and-return.md#deposits, shown as the field's hint); numbers go out as integers; an
 * update sends only what changed.
 */
export function BikeFormDialog({ mode, bike }: BikeFormDialogProps) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [createBike, createState] = useCreateBikeMutation();
  const [updateBike, updateState] = useUpdateBikeMutation();
  const offeredId = useId();
  const offeredHintId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BikeFormInput, unknown, BikeFormValues>({
    resolver: zodResolver(BikeFormSchema),
    defaultValues: EMPTY_BIKE_FORM,
  });
  const title = mode === 'create' ? t('bikeForm.create') : t('bikeForm.update');

  const dialog = useMutationDialog({ onOpen: () => reset(bike ? bikeToForm(bike) : EMPTY_BIKE_FORM) });
  // The default a new bike's empty deposit gets, read only while the Create Bike dialog is open.
  const settings = useGetShopSettingsQuery(undefined, { skip: mode !== 'create' || !dialog.open });
  const defaultDeposit = settings.data?.defaultDeposit;
  const depositHint =
    mode === 'update'
      ? t('bikeForm.depositHint')
      : defaultDeposit === undefined
        ? t('bikeForm.depositHintDefault')
        : t('bikeForm.depositHintDefaultIs', { amount: f.taka(defaultDeposit) });

  const onSubmit = handleSubmit(async (values) => {
    if (mode === 'create') return dialog.run(() => createBike(toCreateBike(values)).unwrap());
    // A listed bike keeps the deposit it has: emptying the field would not give it the default.
    if (values.deposit === undefined) {
      return setError('deposit', { type: 'required', message: t('bikeForm.depositRequired') }, { shouldFocus: true });
    }
    const changes = changedFields(bike, values);
    if (Object.keys(changes).length === 0) return dialog.setRefusal(t('bikeForm.nothingChanged'));
    return dialog.run(() => updateBike({ id: bike._id, changes }).unwrap());
  });

  const isSaving = createState.isLoading || updateState.isLoading;

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={title}
      size="lg"
      description={
        mode === 'create' ? t('bikeForm.createDescription') : t('bikeForm.updateDescription', { name: bike.name })
      }
      trigger={
        mode === 'create' ? (
          <Button>{t('bikeForm.create')}</Button>
        ) : (
          <Button size="sm" variant="outline" aria-label={t('bikeForm.updateButtonLabel', { name: bike.name })}>
            {t('bikeForm.updateButton')}
          </Button>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('bikeForm.fields.name')} error={errors.name?.message} {...register('name')} />
          <TextField label={t('bikeForm.fields.brand')} error={errors.brand?.message} {...register('brand')} />
          <TextField label={t('bikeForm.fields.model')} error={errors.model?.message} {...register('model')} />
          <TextField
            label={t('bikeForm.fields.year')}
            inputMode="numeric"
            error={errors.year?.message}
            {...register('year')}
          />
          <TextField
            label={t('bikeForm.fields.pricePerHour')}
            inputMode="numeric"
            error={errors.pricePerHour?.message}
            {...register('pricePerHour')}
          />
          <TextField
            label={t('bikeForm.fields.pricePerDay')}
            inputMode="numeric"
            hint={t('bikeForm.pricePerDayHint')}
            error={errors.pricePerDay?.message}
            {...register('pricePerDay')}
          />
          <TextField
            label={t('bikeForm.fields.pricePerWeek')}
            inputMode="numeric"
            hint={t('bikeForm.pricePerWeekHint')}
            error={errors.pricePerWeek?.message}
            {...register('pricePerWeek')}
          />
          <TextField
            label={t('bikeForm.fields.cc')}
            inputMode="numeric"
            error={errors.cc?.message}
            {...register('cc')}
          />
          <TextField
            label={t('bikeForm.fields.deposit')}
            inputMode="numeric"
            hint={depositHint}
            error={errors.deposit?.message}
            {...register('deposit')}
          />
          <div className="sm:col-span-2">
            <TextField
              label={t('bikeForm.fields.image')}
              inputMode="url"
              placeholder={t('bikeForm.imagePlaceholder')}
              error={errors.image?.message}
              {...register('image')}
            />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField
              label={t('bikeForm.fields.description')}
              rows={3}
              error={errors.description?.message}
              {...register('description')}
            />
          </div>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={offeredId}
            type="checkbox"
            aria-describedby={offeredHintId}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
            {...register('isOffered')}
          />
          <div className="text-sm">
            <label htmlFor={offeredId} className="font-medium text-slate-800 dark:text-slate-200">
              {t('bikeForm.offered')}
            </label>
            <p id={offeredHintId} className="text-slate-600 dark:text-slate-300">
              {bike?.isBooked ? t('bikeForm.offeredHintBooked') : t('bikeForm.offeredHint')}
            </p>
          </div>
        </div>
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('bikeForm.cancel')}
          submitLabel={title}
          isSubmitting={isSaving}
        />
      </form>
    </Dialog>
  );
}
