import type { Bike } from '@bond/contract/bikes';
import type { BikePapers, BikePapersInput } from '@bond/contract/papers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { i18next } from '../../../i18n/index.ts';
import { fieldRefusals } from '../../../lib/api-error.ts';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { useSaveBikePapersMutation } from './papers-api.ts';

const FIELDS = ['registrationNumber', 'taxTokenExpiry', 'fitnessExpiry', 'insuranceExpiry'] as const;
type PapersField = (typeof FIELDS)[number];
type PapersForm = Record<PapersField, string>;

const EMPTY: PapersForm = { registrationNumber: '', taxTokenExpiry: '', fitnessExpiry: '', insuranceExpiry: '' };

// Each field is required here; the server judges the number's form and the dates (its refusal is shown at
// the field it names). The message is read when the form is checked, so it follows the page's language.
const required = (field: PapersField) =>
  z
    .string()
    .trim()
    .min(1, { error: () => i18next.t(`bikes.papers.required.${field}`, { ns: 'admin' }) });

const PapersFormSchema = z.object({
  registrationNumber: required('registrationNumber'),
  taxTokenExpiry: required('taxTokenExpiry'),
  fitnessExpiry: required('fitnessExpiry'),
  insuranceExpiry: required('insuranceExpiry'),
}) satisfies z.ZodType<BikePapersInput, PapersForm>;

const formOf = (papers: BikePapers | null): PapersForm =>
  papers
    ? {
        registrationNumber: papers.registrationNumber,
        taxTokenExpiry: papers.taxTokenExpiry,
        fitnessExpiry: papers.fitnessExpiry,
        insuranceExpiry: papers.insuranceExpiry,
      }
    : EMPTY;

/**
 * 'Papers' of a bike (admins): its BRTA registration number and each paper's last valid Dhaka day, prefilled
 * with what is on file; Save replaces the whole set. A refusal naming a field (a number in no known form, one
 * another bike has) is shown at that field, any other above the buttons; what was typed stays.
 */
export function PapersDialog({ bike, papers }: { bike: Bike; papers: BikePapers | null }) {
  const { t } = useTranslation('admin');
  const [savePapers, { isLoading }] = useSaveBikePapersMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PapersForm, unknown, BikePapersInput>({
    resolver: zodResolver(PapersFormSchema),
    defaultValues: formOf(papers),
  });
  const dialog = useMutationDialog({
    refusal: 'dialog',
    onOpen: () => reset(formOf(papers)),
    onRefusal: (error) => {
      const refusals = fieldRefusals(error, FIELDS);
      refusals.forEach(({ path, message }, index) =>
        setError(path as Path<PapersForm>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (refusals.length > 0) dialog.setRefusal('');
    },
  });

  const onSubmit = handleSubmit((values) =>
    dialog.run(() => savePapers({ bikeId: bike._id, papers: values }).unwrap()),
  );

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('bikes.papers.title')}
      description={t('bikes.papers.description', { name: bike.name })}
      trigger={
        <Button size="sm" variant="outline" aria-label={t('bikes.papers.buttonLabel', { name: bike.name })}>
          {t('bikes.papers.button')}
        </Button>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('bikes.papers.fields.registrationNumber')}
          hint={t('bikes.papers.registrationHint')}
          autoComplete="off"
          error={errors.registrationNumber?.message}
          {...register('registrationNumber')}
        />
        <div className="grid gap-4">
          {(['taxTokenExpiry', 'fitnessExpiry', 'insuranceExpiry'] as const).map((field) => (
            <TextField
              key={field}
              type="date"
              label={t(`bikes.papers.fields.${field}`)}
              error={errors[field]?.message}
              {...register(field)}
            />
          ))}
        </div>
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('bikes.papers.cancel')}
          submitLabel={t('bikes.papers.save')}
          isSubmitting={isLoading}
        />
      </form>
    </Dialog>
  );
}
