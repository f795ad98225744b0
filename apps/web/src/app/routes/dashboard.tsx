import { useSelector } from 'react-redux';
import { selectUser } from '../../features/account/user-slice.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** Spec section 2: the user or the admin dashboard by the session's role; nothing without a role. */
function DashboardPage() {
  const { role } = useSelector(selectUser);
  const title = role === 'admin' ? 'Admin Dashboard' : 'User Dashboard';
  usePageMeta(title, 'Your Bond Bike Rental dashboard.');
  if (!role) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
    </div>
  );
}

export { DashboardPage as Component };
