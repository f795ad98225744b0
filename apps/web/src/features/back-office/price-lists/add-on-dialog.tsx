import { CreateAddOnSchema, type AddOn, type CreateAddOn } from '@bond/contract/price-lists';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useCreateAddOnMutation, useUpdateAddOnMutation } from './api.ts';
import { numberFrom, requestResolver } from './price-list-form.ts';
import { PriceListDialog, saveRow } from './price-list-dialog.tsx';
import { usePriceListForm } from './use-price-list-form.ts';

type AddOnForm = { code: string; name: { en: string; bn: string }; pricePerDay: string; stock: string };

const EMPTY: AddOnForm = { code: '', name: { en: '', bn: '' }, pricePerDay: '', stock: '' };
const FIELDS = ['code', 'name.en', 'name.bn', 'pricePerDay', 'stock'] as const;

const toRequest = (form: AddOnForm) => ({
  code: form.code,
  name: form.name,
  pricePerDay: numberFrom(form.pricePerDay, undefined),
  stock: numberFrom(form.stock, undefined),
});

const resolver = requestResolver<AddOnForm, CreateAddOn>(CreateAddOnSchema, toRequest, {
  pricePerDay: 'Price per day',
  stock: 'Stock',
});

const formOf = (addOn: AddOn): AddOnForm => ({
  code: addOn.code,
  name: { ...addOn.name },
  pricePerDay: String(addOn.pricePerDay),
  stock: String(addOn.stock),
});

type AddOnDialogProps = { mode: 'create'; addOn?: undefined } | { mode: 'update'; addOn: AddOn };

/** 'Add add-on' and 'Change add-on': code, both names, price per day and stock; a change sends what changed. */
export function AddOnDialog({ mode, addOn }: AddOnDialogProps) {
  const { t } = useTranslation('price-lists');
  const [createAddOn, createState] = useCreateAddOnMutation();
  const [updateAddOn, updateState] = useUpdateAddOnMutation();
  const { form, dialog } = usePriceListForm({
    resolver,
    initial: () => (addOn ? formOf(addOn) : EMPTY),
    fields: FIELDS,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const title = mode === 'create' ? t('addOns.create') : t('addOns.update');

  const onSubmit = handleSubmit((request) =>
    saveRow(dialog, request, addOn, {
      create: (body) => createAddOn(body).unwrap(),
      update: (id, changes) => updateAddOn({ id, changes }).unwrap(),
      nothingChanged: t('form.nothingChanged'),
    }),
  );

  return (
    <PriceListDialog
      dialog={dialog}
      title={title}
      description={
        mode === 'create' ? t('addOns.createDescription') : t('addOns.updateDescription', { code: addOn.code })
      }
      changeLabel={mode === 'create' ? undefined : t('addOns.updateLabel', { name: addOn.code })}
      onSubmit={onSubmit}
      isSubmitting={createState.isLoading || updateState.isLoading}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={t('addOns.fields.code')}
            hint={t('addOns.codeHint')}
            autoCapitalize="characters"
            autoComplete="off"
            lang="en"
            error={errors.code?.message}
            {...register('code')}
          />
        </div>
        <TextField label={t('form.nameEn')} lang="en" error={errors.name?.en?.message} {...register('name.en')} />
        <TextField label={t('form.nameBn')} lang="bn" error={errors.name?.bn?.message} {...register('name.bn')} />
        <TextField
          label={t('addOns.fields.pricePerDay')}
          inputMode="numeric"
          error={errors.pricePerDay?.message}
          {...register('pricePerDay')}
        />
        <TextField
          label={t('addOns.fields.stock')}
          inputMode="numeric"
          hint={t('addOns.stockHint')}
          error={errors.stock?.message}
          {...register('stock')}
        />
      </div>
    </PriceListDialog>
  );
}
