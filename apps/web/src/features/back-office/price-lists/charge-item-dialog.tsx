import { CreateChargeItemSchema, type ChargeItem, type CreateChargeItem } from '@bond/contract/charge-items';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useCreateChargeItemMutation, useUpdateChargeItemMutation } from './api.ts';
import { numberFrom, requestResolver } from './price-list-form.ts';
import { PriceListDialog, saveRow } from './price-list-dialog.tsx';
import { usePriceListForm } from './use-price-list-form.ts';

type ChargeItemForm = { code: string; nameEn: string; nameBn: string; amount: string };

const EMPTY: ChargeItemForm = { code: '', nameEn: '', nameBn: '', amount: '' };
const FIELDS = ['code', 'nameEn', 'nameBn', 'amount'] as const;

const toRequest = (form: ChargeItemForm) => ({
  code: form.code,
  nameEn: form.nameEn,
  nameBn: form.nameBn,
  amount: numberFrom(form.amount, undefined),
});

const resolver = requestResolver<ChargeItemForm, CreateChargeItem>(CreateChargeItemSchema, toRequest, {
  amount: 'Amount',
});

const formOf = (charge: ChargeItem): ChargeItemForm => ({
  code: charge.code,
  nameEn: charge.nameEn,
  nameBn: charge.nameBn,
  amount: String(charge.amount),
});

type ChargeItemDialogProps = { mode: 'create'; charge?: undefined } | { mode: 'update'; charge: ChargeItem };

/**
 * 'Add charge' and 'Change charge' (docs/product/handover-and-return.md#charges-price-list): code, both names
 * and the amount; a change sends what changed. A code another charge has is refused at the Code field.
 */
export function ChargeItemDialog({ mode, charge }: ChargeItemDialogProps) {
  const { t } = useTranslation('price-lists');
  const [createChargeItem, createState] = useCreateChargeItemMutation();
  const [updateChargeItem, updateState] = useUpdateChargeItemMutation();
  const { form, dialog } = usePriceListForm({
    resolver,
    initial: () => (charge ? formOf(charge) : EMPTY),
    fields: FIELDS,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const title = mode === 'create' ? t('charges.create') : t('charges.update');

  const onSubmit = handleSubmit((request) =>
    saveRow(dialog, request, charge, {
      create: (body) => createChargeItem(body).unwrap(),
      update: (id, changes) => updateChargeItem({ id, changes }).unwrap(),
      nothingChanged: t('form.nothingChanged'),
    }),
  );

  return (
    <PriceListDialog
      dialog={dialog}
      title={title}
      description={
        mode === 'create' ? t('charges.createDescription') : t('charges.updateDescription', { code: charge.code })
      }
      changeLabel={mode === 'create' ? undefined : t('charges.updateLabel', { name: charge.code })}
      onSubmit={onSubmit}
      isSubmitting={createState.isLoading || updateState.isLoading}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={t('charges.fields.code')}
            hint={t('charges.codeHint')}
            autoCapitalize="characters"
            autoComplete="off"
            lang="en"
            error={errors.code?.message}
            {...register('code')}
          />
        </div>
        <TextField label={t('form.nameEn')} lang="en" error={errors.nameEn?.message} {...register('nameEn')} />
        <TextField label={t('form.nameBn')} lang="bn" error={errors.nameBn?.message} {...register('nameBn')} />
        <TextField
          label={t('charges.fields.amount')}
          inputMode="numeric"
          hint={t('charges.amountHint')}
          error={errors.amount?.message}
          {...register('amount')}
        />
      </div>
    </PriceListDialog>
  );
}
