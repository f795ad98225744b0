import type { User } from '@bond/contract/users';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog, DeleteDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { PagedTable } from '../../../components/ui/paged-table.tsx';
import { usePage } from '../../../components/ui/pager.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { useDeleteUserMutation, useGetUsersQuery, usePromoteUserMutation, useSetUserRoleMutation } from '../api.ts';
import { CustomerDialog } from './customer-dialog.tsx';

export const USERS_PAGE_SIZE = 20;
/** The search is sent once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300;

function PromoteUserDialog({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const [promote, { isLoading }] = usePromoteUserMutation();
  const dialog = useMutationDialog({
    refusal: 'toast',
    refusalToast: (reason) => t('users.promote.error', { reason }),
  });
  return (
    <ConfirmDialog
      title={t('users.promote.title')}
      description={t('users.promote.description', { name: user.name, email: user.email })}
      trigger={
        <Button size="sm" aria-label={t('users.promote.buttonLabel', { name: user.name })}>
          {t('users.promote.button')}
        </Button>
      }
      confirmLabel={t('users.promote.confirm')}
      confirmVariant="primary"
      isPending={isLoading}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onConfirm={() => dialog.run(() => promote(user._id).unwrap())}
    />
  );
}

/** 'Make staff' for a customer, 'Make customer' for a staff member (docs/product/accounts-and-roles.md#roles). */
function RoleDialog({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const [setRole, { isLoading }] = useSetUserRoleMutation();
  const dialog = useMutationDialog({
    refusal: 'toast',
    refusalToast: (reason) => t('users.role.error', { reason }),
  });
  const role = user.role === 'staff' ? 'user' : 'staff';
  return (
    <ConfirmDialog
      title={t(`users.role.${role}.title`)}
      description={t(`users.role.${role}.description`, { name: user.name, email: user.email || user.phone })}
      trigger={
        <Button size="sm" variant="outline" aria-label={t(`users.role.${role}.buttonLabel`, { name: user.name })}>
          {t(`users.role.${role}.button`)}
        </Button>
      }
      confirmLabel={t(`users.role.${role}.confirm`)}
      confirmVariant="primary"
      isPending={isLoading}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onConfirm={() => dialog.run(() => setRole({ id: user._id, role }).unwrap())}
    />
  );
}

function DeleteUserDialog({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const dialog = useMutationDialog({
    refusal: 'toast',
    refusalToast: (reason) => t('users.delete.error', { reason }),
  });
  return (
    <DeleteDialog
      name={user.name}
      description={t('users.delete.description', { name: user.name, email: user.email })}
      isPending={isLoading}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onConfirm={() => dialog.run(() => deleteUser(user._id).unwrap())}
    />
  );
}

/** The table's columns in the page's language. */
function useColumns(): Column<User>[] {
  const { t } = useTranslation('admin');
  return useMemo<Column<User>[]>(
    () => [
      {
        header: t('users.columns.name'),
        cell: (user) =>
          user.role === 'user' ? <CustomerDialog user={user} /> : <span className="font-semibold">{user.name}</span>,
      },
      { header: t('users.columns.email'), cell: (user) => user.email },
      { header: t('users.columns.phone'), cell: (user) => user.phone, className: 'whitespace-nowrap' },
      {
        header: t('users.columns.role'),
        cell: (user) => t(`users.roles.${user.role}`),
      },
      {
        header: t('users.columns.manage'),
        cell: (user) =>
          user.role === 'admin' ? (
            <span className="text-sm text-slate-600 dark:text-slate-300">{t('users.adminLocked')}</span>
          ) : (
            <div className="flex flex-wrap gap-2">
              <PromoteUserDialog user={user} />
              <RoleDialog user={user} />
              <DeleteUserDialog user={user} />
            </div>
          ),
      },
    ],
    [t],
  );
}

/**
 * User Management: the accounts a page at a time, with Promote, Make staff (or Make customer) and Delete for
 * customers and staff.
 * The search box asks the server (name, e-mail or phone digits) once typing pauses; a customer's name opens
 * their contact details, money and rentals.
 */
export function UserManagement() {
  const { t } = useTranslation('admin');
  const columns = useColumns();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePage(search);
  const users = useGetUsersQuery(
    { search: search || undefined, page, pageSize: USERS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <div className="space-y-4">
      <div role="search" aria-label={t('users.search')} className="max-w-md">
        <TextField
          type="search"
          label={t('users.searchLabel')}
          placeholder={t('users.searchPlaceholder')}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <PagedTable
        query={users}
        loadingLabel={t('users.loading')}
        caption={t('users.caption')}
        columns={columns}
        rowKey={(user) => user._id}
        emptyText={search ? t('users.noMatch', { search }) : t('users.empty')}
        page={page}
        onPage={setPage}
        pagerLabel={t('users.pager')}
        noun={[t('users.nounOne'), t('users.nounOther')]}
      />
    </div>
  );
}
