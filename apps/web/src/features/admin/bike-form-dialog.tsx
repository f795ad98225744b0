import type { Bike } from '@bond/contract/bikes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextAreaField, TextField } from '../../components/ui/form-field.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useCreateBikeMutation, useUpdateBikeMutation } from './api.ts';
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
 * 'Create Bike' and 'Update Bike' (spec sections 2 and 5). Every field is required; year, price per
 * hour and CC go out as integers; an update sends only what changed.
 */
export function BikeFormDialog({ mode, bike }: BikeFormDialogProps) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState('');
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
  const title = mode === 'create' ? 'Create Bike' : 'Update Bike';

  const onOpenChange = (next: boolean) => {
    if (next) {
      reset(bike ? bikeToForm(bike) : EMPTY_BIKE_FORM);
      setServerError('');
    }
    setOpen(next);
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError('');
    try {
      let message: string;
      if (mode === 'create') {
        message = (await createBike(toCreateBike(values)).unwrap()).message;
      } else {
        const changes = changedFields(bike, values);
        if (Object.keys(changes).length === 0) {
          setServerError('Nothing has changed yet: edit a field to update the bike.');
          return;
        }
        message = (await updateBike({ id: bike._id, changes }).unwrap()).message;
      }
      toast.success(message);
      setOpen(false);
    } catch (error) {
      const message = apiErrorMessage(error);
      setServerError(message);
      toast.error(message);
    }
  });

  const isSaving = createState.isLoading || updateState.isLoading;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
      description={
        mode === 'create'
          ? 'Add a bike to the shop. Every field is required.'
          : `Change the details of ${bike.name}. Every field is required.`
      }
      trigger={
        mode === 'create' ? (
          <Button>Create Bike</Button>
        ) : (
          <Button size="sm" variant="outline" aria-label={`Update ${bike.name}`}>
            Update
          </Button>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" error={errors.name?.message} {...register('name')} />
          <TextField label="Brand" error={errors.brand?.message} {...register('brand')} />
          <TextField label="Model" error={errors.model?.message} {...register('model')} />
          <TextField label="Year" inputMode="numeric" error={errors.year?.message} {...register('year')} />
          <TextField
            label="Price per hour (BDT)"
            inputMode="numeric"
            error={errors.pricePerHour?.message}
            {...register('pricePerHour')}
          />
          <TextField label="CC" inputMode="numeric" error={errors.cc?.message} {...register('cc')} />
          <div className="sm:col-span-2">
            <TextField
              label="Image URL"
              inputMode="url"
              placeholder="https://… or /media/bikes/…"
              error={errors.image?.message}
              {...register('image')}
            />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField
              label="Description"
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
              Available for booking
            </label>
            <p id={offeredHintId} className="text-slate-600 dark:text-slate-300">
              {bike?.isBooked
                ? 'Booked / out on rent right now: customers can book it again once it is back, if this stays on.'
                : 'The shop’s own switch. A booked bike, or one out on rent, cannot be booked until it is back.'}
            </p>
          </div>
        </div>
        <DialogFormFooter error={serverError} submitLabel={title} isSubmitting={isSaving} />
      </form>
    </Dialog>
  );
}
