import type { User } from '@bond/contract/users';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, DeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { useDeleteUserMutation, useGetUsersQuery, usePromoteUserMutation } from './api.ts';

export const PROMOTE_ERROR_PREFIX = 'Error Promoting User:';
export const DELETE_USER_ERROR_PREFIX = 'Error deleting User:';
export const ADMIN_LOCKED_NOTE = 'Admins cannot be promoted or deleted';

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
  { header: 'Name', cell: (user) => <span className="font-semibold">{user.name}</span> },
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

/** User Management (spec section 2): every account, with Promote and Delete for customers. */
export function UserManagement() {
  const { data, error, isLoading, refetch } = useGetUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner label="Loading users…" />;
  if (!data) {
    return <LoadError error={error} onRetry={refetch} />;
  }
  return (
    <DataTable caption="Users" columns={columns} rows={data} rowKey={(user) => user._id} emptyText="No users yet" />
  );
}
