import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { fieldRefusals } from '../../../lib/api-error.ts';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';

type Options<Form extends FieldValues, Request> = {
  resolver: Resolver<Form, unknown, Request>;
  /** The form's values each time the dialog opens: empty, or the row's. */
  initial: () => DefaultValues<Form>;
  /** The form's fields, by the request's paths: a refusal naming one is shown at it. */
  fields: readonly Path<Form>[];
};

/**
 * A price-list dialog's form and its call: a success closes it with the server's message as a toast; a
 * refusal of a field (400 with field errors, 409 `CODE_TAKEN`) is shown at that field, which gets the focus,
 * and any other refusal above the buttons.
 */
export function usePriceListForm<Form extends FieldValues, Request>({
  resolver,
  initial,
  fields,
}: Options<Form, Request>) {
  const form = useForm<Form, unknown, Request>({ resolver, defaultValues: initial() });
  const dialog = useMutationDialog({
    refusal: 'dialog',
    onOpen: () => form.reset(initial()),
    onRefusal: (error) => {
      const refusals = fieldRefusals(error, fields);
      refusals.forEach(({ path, message }, index) =>
        form.setError(path as Path<Form>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (refusals.length > 0) dialog.setRefusal('');
    },
  });
  return { form, dialog };
}
