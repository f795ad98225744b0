import { NewCustomerSchema } from '@bond/contract/customers';
import type { Customer } from '@bond/contract/customers';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import type { Column } from '../../components/ui/data-table.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { PagedTable } from '../../components/ui/paged-table.tsx';
import { usePage } from '../../components/ui/pager.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { useCreateCustomerMutation, useGetCustomersQuery } from './api.ts';
import { BookForCustomerDialog } from './book-for-customer.tsx';
import { RiderStatusBadge } from '../../components/ui/rider-status-badge.tsx';

export const CUSTOMERS_PAGE_SIZE = 20;
/** The search is sent once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300;

type NewCustomerInput = z.input<typeof NewCustomerSchema>;
type NewCustomerValues = z.output<typeof NewCustomerSchema>;

const EMPTY: NewCustomerInput = { name: '', phone: '', email: '', address: '' };

/**
 * 'New customer': a rider who has no account, with a name and a phone number (e-mail and address may be
 * left out). The phone may be typed any way; the server keeps one form and refuses a number another
 * account has. `phone`: what the search box held, when it looked like a number.
 */
function NewCustomerDialog({ phone }: { phone: string }) {
  const { t } = useTranslation('counter');
  const [createCustomer, { isLoading }] = useCreateCustomerMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewCustomerInput, unknown, NewCustomerValues>({
    resolver: zodResolver(NewCustomerSchema),
    defaultValues: EMPTY,
  });
  const dialog = useMutationDialog<{ message: string }>({ onOpen: () => reset({ ...EMPTY, phone }) });
  const onSubmit = handleSubmit((values) => dialog.run(() => createCustomer(values).unwrap()));
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('create.title')}
      description={t('create.description')}
      trigger={<Button>{t('create.button')}</Button>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField label={t('fields.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="01712345678"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          hint={t('fields.optional')}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('fields.address')}
          autoComplete="off"
          hint={t('fields.optional')}
          error={errors.address?.message}
          {...register('address')}
        />
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('create.cancel')}
          submitLabel={t('create.submit')}
          isSubmitting={isLoading}
        />
      </form>
    </Dialog>
  );
}

/** What the search box holds, when it is a phone number being typed: offered to a new customer's form. */
const phoneTyped = (text: string) => (/^\+?[\d\s().-]{3,}$/.test(text) ? text : '');

/**
 * The counter's customers (docs/product/the-counter.md#walk-ins): the search box asks the server once typing
 * pauses, by a phone number typed any way or part of it, part of a name or of an e-mail; a rider who is not
 * found gets an account with 'New customer'.
 */
export function CounterCustomers() {
  const { t } = useTranslation('counter');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePage(search);
  const customers = useGetCustomersQuery(
    { search: search || undefined, page, pageSize: CUSTOMERS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const columns = useMemo<Column<Customer>[]>(
    () => [
      { header: t('columns.name'), cell: (user) => user.name },
      { header: t('columns.phone'), cell: (user) => user.phone, className: 'whitespace-nowrap' },
      { header: t('columns.email'), cell: (user) => user.email || '—' },
      { header: t('columns.address'), cell: (user) => user.address || '—' },
      // Whether a bike can be handed over to them: their ID and licence on file and approved.
      { header: t('columns.papers'), cell: (user) => <RiderStatusBadge status={user.riderStatus} /> },
      { header: t('columns.book'), cell: (user) => <BookForCustomerDialog customer={user} /> },
    ],
    [t],
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <div role="search" aria-label={t('search')} className="w-full max-w-md">
          <TextField
            type="search"
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <NewCustomerDialog phone={phoneTyped(text.trim())} />
      </div>
      <PagedTable
        query={customers}
        loadingLabel={t('loading')}
        caption={t('caption')}
        columns={columns}
        rowKey={(user) => user._id}
        emptyText={search ? t('noMatch', { search }) : t('empty')}
        page={page}
        onPage={setPage}
        pagerLabel={t('pager')}
        noun={[t('nounOne'), t('nounOther')]}
      />
    </div>
  );
}
