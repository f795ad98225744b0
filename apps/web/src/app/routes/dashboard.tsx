import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { AuditLog } from '../../features/admin/audit-log.tsx';
import { BikeManagement } from '../../features/admin/bike-management.tsx';
import { Messages } from '../../features/admin/messages.tsx';
import { Refunds } from '../../features/admin/refunds.tsx';
import { UserManagement } from '../../features/admin/user-management.tsx';
import { LogOutEverywhere } from '../../features/account/log-out-everywhere.tsx';
import { selectUser } from '../../features/account/user-slice.ts';
import { DashboardLayout, type DashboardSection } from '../../features/dashboard/dashboard-layout.tsx';
import { useDashboardSection } from '../../features/dashboard/use-dashboard-section.ts';
import { useGetSmsStandinSwitchesQuery } from '../../features/notifications/api.ts';
import { NotificationsPage } from '../../features/notifications/notifications-page.tsx';
import { SmsStandinSection } from '../../features/notifications/sms-standin-section.tsx';
import { ProfilePanel } from '../../features/profile/profile-form.tsx';
import { Welcome } from '../../features/profile/welcome.tsx';
import { MyRentals } from '../../features/rentals/my-rentals.tsx';
import { AdminSchedule } from '../../features/rentals/admin-schedule.tsx';
import { usePaymentReturn } from '../../features/rentals/payment-return.ts';
import { ReportsSection } from '../../features/reports/reports-section.tsx';
import { ReturnBike } from '../../features/rentals/return-bike.tsx';
import { ThemeToggle } from '../../features/theme/theme-toggle.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** View Profile, with the account's sessions under the form (both dashboards). */
const profileSection = {
  id: 'profile',
  label: 'View Profile',
  content: (
    <ProfilePanel>
      <LogOutEverywhere />
    </ProfilePanel>
  ),
} as const;

const USER_PAGES = ['welcome', 'profile', 'rentals'] as const;
const ADMIN_PAGES = [
  'welcome',
  'profile',
  'bikes',
  'users',
  'returns',
  'schedule',
  'refunds',
  'reports',
  'messages',
  'notifications',
  'audit',
  'sms-standin',
] as const;

function UserDashboard() {
  const [active, open] = useDashboardSection(USER_PAGES, 'welcome');
  // Back from a checkout: the toast says what happened, and the rentals are shown.
  usePaymentReturn(useCallback(() => open('rentals', { replace: true }), [open]));
  const sections: DashboardSection<(typeof USER_PAGES)[number]>[] = [
    {
      id: 'welcome',
      label: 'Welcome Page',
      content: (
        <Welcome intro="Book a bike from All Bikes with a 100 BDT advance, then follow your rentals and pay what is left under My Rentals." />
      ),
    },
    profileSection,
    { id: 'rentals', label: 'My Rentals', content: <MyRentals /> },
  ];
  return (
    <DashboardLayout
      title="User Dashboard"
      sections={sections}
      active={active}
      onOpen={open}
      headerActions={<ThemeToggle />}
    />
  );
}

function AdminDashboard() {
  const [active, open] = useDashboardSection(ADMIN_PAGES, 'welcome');
  const hasSmsStandin = useGetSmsStandinSwitchesQuery().data !== undefined;
  usePaymentReturn(useCallback(() => open('welcome', { replace: true }), [open]));
  const sections: DashboardSection<(typeof ADMIN_PAGES)[number]>[] = [
    {
      id: 'welcome',
      label: 'Welcome Page',
      content: (
        <Welcome intro="Manage the bikes and the customers, record returns so the total cost is worked out, see the week’s bookings in the Schedule, pay back money owed to customers, read the messages sent from the Contact page, follow the SMS and e-mails sent to customers under Notifications, and see every admin action in the Audit Log." />
      ),
    },
    profileSection,
    { id: 'bikes', label: 'Bike Management', content: <BikeManagement /> },
    { id: 'users', label: 'User Management', content: <UserManagement /> },
    { id: 'returns', label: 'Return Bike', content: <ReturnBike /> },
    { id: 'schedule', label: 'Schedule', content: <AdminSchedule /> },
    { id: 'refunds', label: 'Refunds', content: <Refunds /> },
    { id: 'reports', label: 'Reports', content: <ReportsSection /> },
    { id: 'messages', label: 'Messages', content: <Messages /> },
    { id: 'notifications', label: 'Notifications', content: <NotificationsPage /> },
    { id: 'audit', label: 'Audit Log', content: <AuditLog /> },
  ];
  // Only a shop running the local SSL Wireless stand-in answers its switches; elsewhere (404) there is no page.
  if (hasSmsStandin) sections.push({ id: 'sms-standin', label: 'SMS stand-in', content: <SmsStandinSection /> });
  return (
    <DashboardLayout
      title="Admin Dashboard"
      sections={sections}
      active={active}
      onOpen={open}
      headerActions={<ThemeToggle />}
    />
  );
}

/** Spec section 2: the user or the admin dashboard by the session's role; nothing without a role. */
function DashboardPage() {
  const { role } = useSelector(selectUser);
  const title = role === 'admin' ? 'Admin Dashboard' : 'User Dashboard';
  usePageMeta(title, 'Your Bond Bike Rental dashboard.');
  if (role === 'admin') return <AdminDashboard />;
  if (role === 'user') return <UserDashboard />;
  return null;
}

export { DashboardPage as Component };
