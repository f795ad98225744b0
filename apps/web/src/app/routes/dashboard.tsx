import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { AuditLog } from '../../features/back-office/audit-log/audit-log.tsx';
import { BikeManagement } from '../../features/back-office/bikes/bike-management.tsx';
import { ClosuresPage } from '../../features/back-office/closures/closures-page.tsx';
import { Messages } from '../../features/back-office/messages/messages.tsx';
import { PriceLists } from '../../features/back-office/price-lists/price-lists.tsx';
import { Refunds } from '../../features/back-office/refunds/refunds.tsx';
import { UserManagement } from '../../features/back-office/users/user-management.tsx';
import { LogOutEverywhere } from '../../features/account/log-out-everywhere.tsx';
import { selectUser } from '../../features/account/user-slice.ts';
import { DashboardLayout, type DashboardSection } from '../../features/dashboard/dashboard-layout.tsx';
import { dashboardSectionState, useDashboardSection } from '../../features/dashboard/use-dashboard-section.ts';
import { useGetSmsStandinSwitchesQuery } from '../../features/back-office/notifications/api.ts';
import { NotificationsPage } from '../../features/back-office/notifications/notifications-page.tsx';
import { SmsStandinSection } from '../../features/back-office/notifications/sms-standin-section.tsx';
import { ProfilePanel } from '../../features/profile/profile-form.tsx';
import { Welcome } from '../../features/profile/welcome.tsx';
import { MyRentals } from '../../features/rentals/my-rentals.tsx';
import { AdminSchedule } from '../../features/back-office/rentals/admin-schedule.tsx';
import { usePaymentReturn } from '../../features/booking/payment-return.ts';
import { ReportsSection } from '../../features/reports/reports-section.tsx';
import { ReturnBike } from '../../features/back-office/rentals/return-bike.tsx';
import { ThemeToggle } from '../../features/theme/theme-toggle.tsx';
import { CounterCustomers } from '../../features/counter/customers.tsx';
import { CounterTill } from '../../features/counter/till.tsx';
import { TillsOfTheDay } from '../../features/counter/tills-of-the-day.tsx';
import { CounterToday } from '../../features/counter/today.tsx';
import { MyRiderFile } from '../../features/riders/my-rider-file.tsx';
import { RiderNotice } from '../../features/riders/rider-notice.tsx';
import { RiderQueue } from '../../features/riders/rider-queue.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** View Profile, with the account's sessions under the form (both dashboards); a customer's rider documents above them. */
function profileSection(label: string, riderFile?: ReactNode) {
  return {
    id: 'profile',
    label,
    content: (
      <ProfilePanel>
        {riderFile}
        <LogOutEverywhere />
      </ProfilePanel>
    ),
  } as const;
}

const USER_PAGES = ['welcome', 'profile', 'rentals'] as const;
const STAFF_PAGES = ['welcome', 'today', 'profile', 'customers', 'riders', 'refunds', 'till'] as const;
const ADMIN_PAGES = [
  'welcome',
  'today',
  'profile',
  'bikes',
  'users',
  'returns',
  'schedule',
  'closures',
  'refunds',
  'till',
  'riders',
  'price-lists',
  'reports',
  'messages',
  'notifications',
  'audit',
  'sms-standin',
] as const;

function UserDashboard() {
  const { t } = useTranslation('dashboard');
  const [active, open] = useDashboardSection(USER_PAGES, 'welcome');
  // Back from a checkout: the toast says what happened, and the rentals are shown.
  usePaymentReturn(useCallback(() => open('rentals', { replace: true }), [open]));
  const sections: DashboardSection<(typeof USER_PAGES)[number]>[] = [
    { id: 'welcome', label: t('sections.welcome'), content: <Welcome intro={t('welcome.user')} /> },
    // The rider's papers, checked by staff before a bike is handed over (docs/product/riders-on-file.md#screens).
    profileSection(t('sections.profile'), <MyRiderFile />),
    {
      id: 'rentals',
      label: t('sections.rentals'),
      // What the rider must still bring or upload before a booked bike is handed over.
      content: <MyRentals riderNotice={<RiderNotice profileState={dashboardSectionState('profile')} />} />,
    },
  ];
  return (
    <DashboardLayout
      title={t('title.user')}
      sections={sections}
      active={active}
      onOpen={open}
      headerActions={<ThemeToggle />}
    />
  );
}

/** The counter's dashboard (docs/product/the-counter.md#staff): what staff do, and nothing of the owner's. */
function StaffDashboard() {
  const { t } = useTranslation('dashboard');
  const [active, open] = useDashboardSection(STAFF_PAGES, 'welcome');
  const sections: DashboardSection<(typeof STAFF_PAGES)[number]>[] = [
    { id: 'welcome', label: t('sections.welcome'), content: <Welcome intro={t('welcome.staff')} /> },
    { id: 'today', label: t('sections.today'), content: <CounterToday /> },
    profileSection(t('sections.profile')),
    { id: 'customers', label: t('sections.customers'), content: <CounterCustomers /> },
    { id: 'riders', label: t('sections.riders'), content: <RiderQueue /> },
    // The refunds due, each paid back in cash from the clerk's till (docs/product/the-counter.md#refunds-paid-in-cash).
    { id: 'refunds', label: t('sections.refunds'), content: <Refunds role="staff" /> },
    { id: 'till', label: t('sections.till'), content: <CounterTill /> },
  ];
  return (
    <DashboardLayout
      title={t('title.staff')}
      sections={sections}
      active={active}
      onOpen={open}
      headerActions={<ThemeToggle />}
    />
  );
}

function AdminDashboard() {
  const { t } = useTranslation('dashboard');
  const { t: tPrices } = useTranslation('price-lists');
  const { t: tClosures } = useTranslation('closures');
  const [active, open] = useDashboardSection(ADMIN_PAGES, 'welcome');
  const hasSmsStandin = useGetSmsStandinSwitchesQuery().data !== undefined;
  usePaymentReturn(useCallback(() => open('welcome', { replace: true }), [open]));
  const sections: DashboardSection<(typeof ADMIN_PAGES)[number]>[] = [
    { id: 'welcome', label: t('sections.welcome'), content: <Welcome intro={t('welcome.admin')} /> },
    { id: 'today', label: t('sections.today'), content: <CounterToday /> },
    profileSection(t('sections.profile')),
    { id: 'bikes', label: t('sections.bikes'), content: <BikeManagement /> },
    { id: 'users', label: t('sections.users'), content: <UserManagement /> },
    { id: 'returns', label: t('sections.returns'), content: <ReturnBike /> },
    { id: 'schedule', label: t('sections.schedule'), content: <AdminSchedule /> },
    // The shop closed for a hartal or Eid, the bookings in the way cancelled (docs/product/fleet-calendar.md#screens).
    { id: 'closures', label: tClosures('title'), content: <ClosuresPage /> },
    { id: 'refunds', label: t('sections.refunds'), content: <Refunds /> },
    {
      id: 'till',
      label: t('sections.till'),
      // The admin's own till, and below it every till of a day (docs/product/the-counter.md#tills).
      content: (
        <div className="space-y-10">
          <CounterTill />
          <TillsOfTheDay />
        </div>
      ),
    },
    { id: 'riders', label: t('sections.riders'), content: <RiderQueue /> },
    { id: 'price-lists', label: tPrices('title'), content: <PriceLists /> },
    { id: 'reports', label: t('sections.reports'), content: <ReportsSection /> },
    { id: 'messages', label: t('sections.messages'), content: <Messages /> },
    { id: 'notifications', label: t('sections.notifications'), content: <NotificationsPage /> },
    { id: 'audit', label: t('sections.audit'), content: <AuditLog /> },
  ];
  // Only a shop running the local SSL Wireless stand-in answers its switches; elsewhere (404) there is no page.
  if (hasSmsStandin) {
    sections.push({ id: 'sms-standin', label: t('sections.smsStandin'), content: <SmsStandinSection /> });
  }
  return (
    <DashboardLayout
      title={t('title.admin')}
      sections={sections}
      active={active}
      onOpen={open}
      headerActions={<ThemeToggle />}
    />
  );
}

/** The customer's, the counter's or the admin's dashboard by the session's role; nothing without a role. */
function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { role } = useSelector(selectUser);
  usePageMeta(t(`title.${role || 'user'}`), t('description'));
  if (role === 'admin') return <AdminDashboard />;
  if (role === 'staff') return <StaffDashboard />;
  if (role === 'user') return <UserDashboard />;
  return null;
}

export { DashboardPage as Component };
