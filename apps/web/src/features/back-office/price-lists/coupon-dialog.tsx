import type { Bike } from '@bond/contract/bikes';
import {
  COUPON_KINDS,
  CreateCouponSchema,
  type Coupon,
  type CouponKind,
  type CreateCoupon,
} from '@bond/contract/price-lists';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { useCreateCouponMutation, useUpdateCouponMutation } from './api.ts';
import { CheckboxField } from './fields.tsx';
import { dayFrom, numberFrom, requestResolver } from './price-list-form.ts';
import { PriceListDialog, saveRow } from './price-list-dialog.tsx';
import { usePriceListForm } from './use-price-list-form.ts';

type CouponForm = {
  code: string;
  kind: CouponKind;
  value: string;
  minimumCharge: string;
  validFrom: string;
  validTo: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  firstRentalOnly: boolean;
  bikeId: string;
  details: { en: string; bn: string };
};

const EMPTY: CouponForm = {
  code: '',
  kind: 'percent',
  value: '',
  minimumCharge: '0',
  validFrom: '',
  validTo: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  firstRentalOnly: false,
  bikeId: '',
  details: { en: '', bn: '' },
};
const FIELDS = [
  'code',
  'kind',
  'value',
  'minimumCharge',
  'validFrom',
  'validTo',
  'maxUses',
  'maxUsesPerCustomer',
  'firstRentalOnly',
  'bikeId',
  'details.en',
  'details.bn',
] as const;

/** The request: no limit is null, an empty minimum is 0 (as the shop takes a coupon without one). */
const toRequest = (form: CouponForm) => ({
  code: form.code,
  kind: form.kind,
  value: numberFrom(form.value, undefined),
  minimumCharge: numberFrom(form.minimumCharge, null) ?? 0,
  validFrom: dayFrom(form.validFrom),
  validTo: dayFrom(form.validTo),
  maxUses: numberFrom(form.maxUses, null),
  maxUsesPerCustomer: numberFrom(form.maxUsesPerCustomer, null),
  firstRentalOnly: form.firstRentalOnly,
  bikeId: form.bikeId === '' ? null : form.bikeId,
  details: form.details,
});

const resolver = requestResolver<CouponForm, CreateCoupon>(CreateCouponSchema, toRequest, { value: 'Value' });

const formOf = (coupon: Coupon): CouponForm => ({
  code: coupon.code,
  kind: coupon.kind,
  value: String(coupon.value),
  minimumCharge: String(coupon.minimumCharge),
  validFrom: coupon.validFrom ?? '',
  validTo: coupon.validTo ?? '',
  maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
  maxUsesPerCustomer: coupon.maxUsesPerCustomer === null ? '' : String(coupon.maxUsesPerCustomer),
  firstRentalOnly: coupon.firstRentalOnly,
  bikeId: coupon.bikeId ?? '',
  details: { ...coupon.details },
});

type CouponDialogProps = { bikes: readonly Bike[] } & (
  { mode: 'create'; coupon?: undefined } | { mode: 'update'; coupon: Coupon }
);

/**
 * 'Add coupon' and 'Change coupon': the code, percent or taka off, the minimum rental charge, the Dhaka days,
 * the limits of its uses, first rental only, one bike or any, and the details in both languages; a change
 * sends what changed.
 */
export function CouponDialog({ mode, coupon, bikes }: CouponDialogProps) {
  const { t } = useTranslation('price-lists');
  const [createCoupon, createState] = useCreateCouponMutation();
  const [updateCoupon, updateState] = useUpdateCouponMutation();
  const { form, dialog } = usePriceListForm({
    resolver,
    initial: () => (coupon ? formOf(coupon) : EMPTY),
    fields: FIELDS,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const title = mode === 'create' ? t('coupons.create') : t('coupons.update');
  // A coupon's bike that is no longer listed stays choosable as it is, so a change keeps it.
  const keptBike = coupon?.bikeId && !bikes.some((bike) => bike._id === coupon.bikeId) ? coupon.bikeId : null;

  const onSubmit = handleSubmit((request) =>
    saveRow(dialog, request, coupon, {
      create: (body) => createCoupon(body).unwrap(),
      update: (id, changes) => updateCoupon({ id, changes }).unwrap(),
      nothingChanged: t('form.nothingChanged'),
    }),
  );

  return (
    <PriceListDialog
      dialog={dialog}
      title={title}
      description={
        mode === 'create' ? t('coupons.createDescription') : t('coupons.updateDescription', { code: coupon.code })
      }
      changeLabel={mode === 'create' ? undefined : t('coupons.updateLabel', { code: coupon.code })}
      onSubmit={onSubmit}
      isSubmitting={createState.isLoading || updateState.isLoading}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={t('coupons.fields.code')}
            hint={t('coupons.codeHint')}
            autoComplete="off"
            lang="en"
            error={errors.code?.message}
            {...register('code')}
          />
        </div>
        <SelectField label={t('coupons.fields.kind')} error={errors.kind?.message} {...register('kind')}>
          {COUPON_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`coupons.kind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('coupons.fields.value')}
          inputMode="numeric"
          hint={t('coupons.valueHint')}
          error={errors.value?.message}
          {...register('value')}
        />
        <TextField
          label={t('coupons.fields.minimumCharge')}
          inputMode="numeric"
          error={errors.minimumCharge?.message}
          {...register('minimumCharge')}
        />
        <SelectField label={t('coupons.fields.bikeId')} error={errors.bikeId?.message} {...register('bikeId')}>
          <option value="">{t('coupons.terms.anyBike')}</option>
          {bikes.map((bike) => (
            <option key={bike._id} value={bike._id}>
              {bike.name}
            </option>
          ))}
          {keptBike ? <option value={keptBike}>{t('coupons.unknownBike')}</option> : null}
        </SelectField>
        <TextField
          label={t('coupons.fields.validFrom')}
          type="date"
          hint={t('coupons.datesHint')}
          error={errors.validFrom?.message}
          {...register('validFrom')}
        />
        <TextField
          label={t('coupons.fields.validTo')}
          type="date"
          error={errors.validTo?.message}
          {...register('validTo')}
        />
        <TextField
          label={t('coupons.fields.maxUses')}
          inputMode="numeric"
          hint={t('coupons.usesHint')}
          error={errors.maxUses?.message}
          {...register('maxUses')}
        />
        <TextField
          label={t('coupons.fields.maxUsesPerCustomer')}
          inputMode="numeric"
          hint={t('coupons.usesHint')}
          error={errors.maxUsesPerCustomer?.message}
          {...register('maxUsesPerCustomer')}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            label={t('coupons.fields.firstRentalOnly')}
            hint={t('coupons.firstRentalHint')}
            {...register('firstRentalOnly')}
          />
        </div>
        <TextAreaField
          label={t('coupons.fields.detailsEn')}
          lang="en"
          rows={3}
          error={errors.details?.en?.message}
          {...register('details.en')}
        />
        <TextAreaField
          label={t('coupons.fields.detailsBn')}
          lang="bn"
          rows={3}
          error={errors.details?.bn?.message}
          {...register('details.bn')}
        />
      </div>
    </PriceListDialog>
  );
}
