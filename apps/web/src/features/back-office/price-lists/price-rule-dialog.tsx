import {
  CreatePriceRuleSchema,
  RULE_KINDS,
  type CreatePriceRule,
  type PriceRuleView,
  type RuleKind,
} from '@bond/contract/price-lists';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useCreatePriceRuleMutation, useUpdatePriceRuleMutation } from './api.ts';
import { SelectField } from './fields.tsx';
import { changedFields, dayFrom, numberFrom, requestResolver } from './price-list-form.ts';
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

  const onSubmit = handleSubmit(async (request) => {
    if (mode === 'create') return dialog.run(() => createRule(request).unwrap());
    const { active: _active, _id, ...current } = rule;
    const changes = changedFields<CreatePriceRule>(current, request);
    if (Object.keys(changes).length === 0) return dialog.setRefusal(t('form.nothingChanged'));
    return dialog.run(() => updateRule({ id: _id, changes }).unwrap());
  });

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={title}
      size="lg"
      description={
        mode === 'create' ? t('rules.createDescription') : t('rules.updateDescription', { name: rule.name.en })
      }
      trigger={
        mode === 'create' ? (
          <Button>{title}</Button>
        ) : (
          <Button size="sm" variant="outline" aria-label={t('rules.updateLabel', { name: rule.name.en })}>
            {t('form.change')}
          </Button>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
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
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('form.cancel')}
          submitLabel={title}
          isSubmitting={createState.isLoading || updateState.isLoading}
        />
      </form>
    </Dialog>
  );
}
