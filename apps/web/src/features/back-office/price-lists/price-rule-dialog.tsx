import {
  CreatePriceRuleSchema,
  RULE_KINDS,
  type CreatePriceRule,
  type PriceRuleView,
  type RuleKind,
} from '@bond/contract/price-lists';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { useCreatePriceRuleMutation, useUpdatePriceRuleMutation } from './api.ts';
import { dayFrom, numberFrom, requestResolver } from './price-list-form.ts';
import { PriceListDialog, saveRow } from './price-list-dialog.tsx';
import { usePriceListForm } from './use-price-list-form.ts';

type PriceRuleForm = { name: { en: string; bn: string }; kind: RuleKind; from: string; to: string; percent: string };

const EMPTY: PriceRuleForm = { name: { en: '', bn: '' }, kind: 'weekend', from: '', to: '', percent: '' };
const FIELDS = ['name.en', 'name.bn', 'kind', 'from', 'to', 'percent'] as const;

const toRequest = (form: PriceRuleForm) => ({
  name: form.name,
  kind: form.kind,
  from: dayFrom(form.from),
  to: dayFrom(form.to),
  percent: numberFrom(form.percent, undefined),
});

const resolver = requestResolver<PriceRuleForm, CreatePriceRule>(CreatePriceRuleSchema, toRequest, {
  percent: 'Percent',
});

const formOf = (rule: PriceRuleView): PriceRuleForm => ({
  name: { ...rule.name },
  kind: rule.kind,
  from: rule.from ?? '',
  to: rule.to ?? '',
  percent: String(rule.percent),
});

type PriceRuleDialogProps = { mode: 'create'; rule?: undefined } | { mode: 'update'; rule: PriceRuleView };

/**
 * 'Add price rule' and 'Change price rule': both names, the kind, the Dhaka days (a weekend rule needs
 * none) and the percentage; a change sends what changed.
 */
export function PriceRuleDialog({ mode, rule }: PriceRuleDialogProps) {
  const { t } = useTranslation('price-lists');
  const [createRule, createState] = useCreatePriceRuleMutation();
  const [updateRule, updateState] = useUpdatePriceRuleMutation();
  const { form, dialog } = usePriceListForm({
    resolver,
    initial: () => (rule ? formOf(rule) : EMPTY),
    fields: FIELDS,
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const title = mode === 'create' ? t('rules.create') : t('rules.update');
  const datesHint = watch('kind') === 'dates' ? t('rules.datesHintDates') : t('rules.datesHintWeekend');

  const onSubmit = handleSubmit((request) =>
    saveRow(dialog, request, rule, {
      create: (body) => createRule(body).unwrap(),
      update: (id, changes) => updateRule({ id, changes }).unwrap(),
      nothingChanged: t('form.nothingChanged'),
    }),
  );

  return (
    <PriceListDialog
      dialog={dialog}
      title={title}
      description={
        mode === 'create' ? t('rules.createDescription') : t('rules.updateDescription', { name: rule.name.en })
      }
      changeLabel={mode === 'create' ? undefined : t('rules.updateLabel', { name: rule.name.en })}
      onSubmit={onSubmit}
      isSubmitting={createState.isLoading || updateState.isLoading}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.nameEn')} lang="en" error={errors.name?.en?.message} {...register('name.en')} />
        <TextField label={t('form.nameBn')} lang="bn" error={errors.name?.bn?.message} {...register('name.bn')} />
        <SelectField label={t('rules.fields.kind')} error={errors.kind?.message} {...register('kind')}>
          {RULE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`rules.kind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('rules.fields.percent')}
          inputMode="text"
          hint={t('rules.percentHint')}
          error={errors.percent?.message}
          {...register('percent')}
        />
        <TextField
          label={t('rules.fields.from')}
          type="date"
          hint={datesHint}
          error={errors.from?.message}
          {...register('from')}
        />
        <TextField label={t('rules.fields.to')} type="date" error={errors.to?.message} {...register('to')} />
      </div>
    </PriceListDialog>
  );
}
