import {
  LATE_MULTIPLIER_DECIMALS,
  LATE_MULTIPLIER_MAX,
  LATE_MULTIPLIER_MIN,
  SERVICE_EVERY_DAYS_MAX,
  SERVICE_EVERY_KM_MAX,
  SERVICE_EVERY_KM_MIN,
  SETTINGS_MAX_MINUTES,
  SETTINGS_MAX_TAKA,
  UpdateShopSettingsSchema,
  type ShopSettings,
  type UpdateShopSettings,
} from '@bond/contract/shop-settings';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDecimal, useFormat } from '../../../i18n/format.ts';
import { useLocalizedMessage } from '../../../lib/localized-message.ts';
import { useGetShopSettingsQuery, useUpdateShopSettingsMutation } from './api.ts';
import { changedFields, numberFrom, requestResolver } from './price-list-form.ts';
import { usePriceListForm } from './use-price-list-form.ts';

type SettingsForm = Record<keyof ShopSettings, string>;

const FIELDS = [
  'defaultDeposit',
  'lateGraceMinutes',
  'lateMultiplier',
  'fuelPricePerEighth',
  'handoverEarliestMinutes',
  'serviceEveryKm',
  'serviceEveryDays',
] as const satisfies readonly (keyof ShopSettings)[];

const toRequest = (form: SettingsForm) =>
  Object.fromEntries(FIELDS.map((field) => [field, numberFrom(form[field], undefined)]));

// Every setting is required in the form (the request then sends only the changed ones), named as the
// contract's messages name them.
const resolver = requestResolver<SettingsForm, UpdateShopSettings>(UpdateShopSettingsSchema, toRequest, {
  defaultDeposit: 'Default deposit',
  lateGraceMinutes: 'Late grace minutes',
  lateMultiplier: 'Late multiplier',
  fuelPricePerEighth: 'Fuel price per eighth',
  handoverEarliestMinutes: 'Handover earliest minutes',
  serviceEveryKm: 'Service every km',
  serviceEveryDays: 'Service every days',
});

const formOf = (settings: ShopSettings): SettingsForm => ({
  defaultDeposit: String(settings.defaultDeposit),
  lateGraceMinutes: String(settings.lateGraceMinutes),
  lateMultiplier: String(settings.lateMultiplier),
  fuelPricePerEighth: String(settings.fuelPricePerEighth),
  handoverEarliestMinutes: String(settings.handoverEarliestMinutes),
  serviceEveryKm: String(settings.serviceEveryKm),
  serviceEveryDays: String(settings.serviceEveryDays),
});

function SettingsFields({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation('price-lists');
  const f = useFormat();
  const [updateShopSettings, { isLoading }] = useUpdateShopSettingsMutation();
  const { form, dialog } = usePriceListForm({ resolver, initial: () => formOf(settings), fields: FIELDS });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const refusal = useLocalizedMessage(dialog.refusal);

  // The saved settings (the PUT's answer replaces the cached ones) are the form's new starting point; a field
  // changed since the save was pressed keeps what was typed (the cache may be replaced a moment later).
  useEffect(() => {
    reset(formOf(settings), { keepDirtyValues: true });
  }, [settings, reset]);

  const onSubmit = handleSubmit((request) => {
    const changes = changedFields<UpdateShopSettings>(settings, request);
    if (Object.keys(changes).length === 0) return dialog.setRefusal(t('form.nothingChanged'));
    return dialog.run(() => updateShopSettings(changes).unwrap());
  });

  const minutes = { max: f.number(SETTINGS_MAX_MINUTES) };
  const taka = { max: f.taka(SETTINGS_MAX_TAKA) };
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.intro')}</p>
      <TextField
        label={t('settings.fields.defaultDeposit')}
        inputMode="numeric"
        hint={t('settings.defaultDepositHint', taka)}
        error={errors.defaultDeposit?.message}
        {...register('defaultDeposit')}
      />
      <TextField
        label={t('settings.fields.lateGraceMinutes')}
        inputMode="numeric"
        hint={t('settings.lateGraceMinutesHint', minutes)}
        error={errors.lateGraceMinutes?.message}
        {...register('lateGraceMinutes')}
      />
      <TextField
        label={t('settings.fields.lateMultiplier')}
        inputMode="decimal"
        hint={t('settings.lateMultiplierHint', {
          example: formatDecimal(1.5, f.language),
          min: f.number(LATE_MULTIPLIER_MIN),
          max: f.number(LATE_MULTIPLIER_MAX),
          places: f.number(LATE_MULTIPLIER_DECIMALS),
        })}
        error={errors.lateMultiplier?.message}
        {...register('lateMultiplier')}
      />
      <TextField
        label={t('settings.fields.fuelPricePerEighth')}
        inputMode="numeric"
        hint={t('settings.fuelPricePerEighthHint', taka)}
        error={errors.fuelPricePerEighth?.message}
        {...register('fuelPricePerEighth')}
      />
      <TextField
        label={t('settings.fields.handoverEarliestMinutes')}
        inputMode="numeric"
        hint={t('settings.handoverEarliestMinutesHint', minutes)}
        error={errors.handoverEarliestMinutes?.message}
        {...register('handoverEarliestMinutes')}
      />
      <TextField
        label={t('settings.fields.serviceEveryKm')}
        inputMode="numeric"
        hint={t('settings.serviceEveryKmHint', {
          min: f.number(SERVICE_EVERY_KM_MIN),
          max: f.number(SERVICE_EVERY_KM_MAX),
        })}
        error={errors.serviceEveryKm?.message}
        {...register('serviceEveryKm')}
      />
      <TextField
        label={t('settings.fields.serviceEveryDays')}
        inputMode="numeric"
        hint={t('settings.serviceEveryDaysHint', { max: f.number(SERVICE_EVERY_DAYS_MAX) })}
        error={errors.serviceEveryDays?.message}
        {...register('serviceEveryDays')}
      />
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={isLoading}>
        {t('settings.save')}
      </Button>
    </form>
  );
}

/**
 * The shop's settings (docs/product/handover-and-return.md#shop-settings): the numbers the counter works with
 * at handover and return, each with what it means. Saving sends only the settings that changed; a refusal
 * naming a setting is shown at it, and the server's message is the toast of a success.
 */
export function ShopSettingsForm() {
  const { t } = useTranslation('price-lists');
  const settings = useGetShopSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (settings.isLoading) return <Spinner label={t('settings.loading')} />;
  if (!settings.data) return <LoadError error={settings.error} onRetry={settings.refetch} />;
  return <SettingsFields settings={settings.data} />;
}
