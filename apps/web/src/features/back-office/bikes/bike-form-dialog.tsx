import type { Bike } from '@bond/contract/bikes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { useCreateBikeMutation, useUpdateBikeMutation } from '../api.ts';
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
 * those left empty); numbers go out as integers; an update sends only what changed.
 */
export function BikeFormDialog({ mode, bike }: BikeFormDialogProps) {
  const { t } = useTranslation('admin');
  const [createBike, createState] = useCreateBikeMutation();
  const [updateBike, updateState] = useUpdateBikeMutation();
  const offeredId = useId();
  const offeredHintId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BikeFormInput, unknown, BikeFormValues>({
    resolver: zodResolver(BikeFormSchema),
    defaultValues: EMPTY_BIKE_FORM,
  });
  const title = mode === 'create' ? t('bikeForm.create') : t('bikeForm.update');

  const dialog = useMutationDialog({ onOpen: () => reset(bike ? bikeToForm(bike) : EMPTY_BIKE_FORM) });

  const onSubmit = handleSubmit(async (values) => {
    if (mode === 'create') return dialog.run(() => createBike(toCreateBike(values)).unwrap());
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
