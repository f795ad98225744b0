import type { User } from '@bond/contract/users';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, DeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Pager, usePage } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDeleteUserMutation, useGetUsersQuery, usePromoteUserMutation } from './api.ts';
import { CustomerDialog } from './customer-dialog.tsx';

export const PROMOTE_ERROR_PREFIX = 'Error Promoting User:';
export const DELETE_USER_ERROR_PREFIX = 'Error deleting User:';
export const ADMIN_LOCKED_NOTE = 'Admins cannot be promoted or deleted';
export const SEARCH_CUSTOMERS = 'Search customers';
export const USERS_PAGE_SIZE = 20;
/** The search is sent once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300;
export const noCustomersMatch = (search: string) => `No customers match “${search}”`;

function PromoteUserDialog({ user }: { user: User }) {
  const [promote, { isLoading }] = usePromoteUserMutation();
  return (
    <ConfirmDialog
      title="Promote to admin ?"
      description={`${user.name} (${user.email}) will become an admin: they can manage bikes, users and returns and can no longer book bikes. An admin cannot be demoted or deleted.`}
      trigger={
        <Button size="sm" aria-label={`Promote ${user.name}`}>
          Promote
        </Button>
      }
      confirmLabel="Yes, Promote"
      confirmVariant="primary"
      isPending={isLoading}
      onConfirm={async (close) => {
        await toastOutcome(() => promote(user._id).unwrap(), PROMOTE_ERROR_PREFIX);
        close();
      }}
    />
  );
}

function DeleteUserDialog({ user }: { user: User }) {
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  return (
    <DeleteDialog
      name={user.name}
      description={`The account of ${user.name} (${user.email}) will be closed and can no longer log in. Its rentals and payments stay on record.`}
      isPending={isLoading}
      onConfirm={async (close) => {
        await toastOutcome(() => deleteUser(user._id).unwrap(), DELETE_USER_ERROR_PREFIX);
        close();
      }}
    />
  );
}

const columns: Column<User>[] = [
  {
    header: 'Name',
    cell: (user) =>
      user.role === 'admin' ? <span className="font-semibold">{user.name}</span> : <CustomerDialog user={user} />,
  },
  { header: 'Email', cell: (user) => user.email },
  { header: 'Phone', cell: (user) => user.phone, className: 'whitespace-nowrap' },
  { header: 'Role', cell: (user) => (user.role === 'admin' ? 'Admin' : 'User') },
  {
    header: 'Manage',
    cell: (user) =>
      user.role === 'admin' ? (
        <span className="text-sm text-slate-600 dark:text-slate-300">{ADMIN_LOCKED_NOTE}</span>
      ) : (
        <div className="flex flex-wrap gap-2">
          <PromoteUserDialog user={user} />
          <DeleteUserDialog user={user} />
        </div>
      ),
  },
];

/**
 * User Management (spec section 2): the accounts a page at a time, with Promote and Delete for customers.
 * The search box asks the server (name, e-mail or phone digits) once typing pauses; a customer's name opens
 * their contact details, money and rentals.
 */
export function UserManagement() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePage(search);
  const { data, error, isLoading, isFetching, refetch } = useGetUsersQuery(
    { search: search || undefined, page, pageSize: USERS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <div className="space-y-4">
      <div role="search" aria-label="Users" className="max-w-md">
        <TextField
          type="search"
          label={SEARCH_CUSTOMERS}
          placeholder="Name, e-mail or phone number"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {isLoading ? (
        <Spinner label="Loading users…" />
      ) : !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <div className="space-y-3" aria-busy={isFetching}>
          <DataTable
            caption="Users"
            columns={columns}
            rows={data.data}
            rowKey={(user) => user._id}
            emptyText={search ? noCustomersMatch(search) : 'No users yet'}
          />
          <Pager label="User pages" page={page} meta={data.meta} noun={['user', 'users']} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
