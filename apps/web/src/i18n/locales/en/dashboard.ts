/** English texts of the dashboard frame and its menus: exactly the spec's words. */
export default {
  title: {
    user: 'User Dashboard',
    admin: 'Admin Dashboard',
    staff: 'Counter Dashboard',
  },
  description: 'Your Bond Bike Rental dashboard.',
  layout: {
    hideSidebar: 'Hide Sidebar',
    showSidebar: 'Show Sidebar',
    goHome: 'Go back to home',
    pages: 'Dashboard pages',
  },
  sections: {
    welcome: 'Welcome Page',
    today: 'Today',
    profile: 'View Profile',
    rentals: 'My Rentals',
    bikes: 'Bike Management',
    users: 'User Management',
    returns: 'Return Bike',
    schedule: 'Schedule',
    refunds: 'Refunds',
    reports: 'Reports',
    messages: 'Messages',
    notifications: 'Notifications',
    audit: 'Audit Log',
    smsStandin: 'SMS stand-in',
    customers: 'Customers',
    till: 'Till',
    riders: 'Riders',
  },
  welcome: {
    user: 'Book a bike from All Bikes with a 100 BDT advance, then follow your rentals and pay what is left under My Rentals.',
    admin:
      'Manage the bikes and the customers, record returns so the total cost is worked out, see the week’s bookings in the Schedule, pay back money owed to customers, read the messages sent from the Contact page, follow the SMS and e-mails sent to customers under Notifications, and see every admin action in the Audit Log.',
    staff:
      'Open your Till with the cash in the drawer, find a walk-in rider under Customers by phone number, name or e-mail or add a rider who has no account yet, and close the Till with the cash counted at the end of the day.',
  },
} as const;
