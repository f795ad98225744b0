/**
 * The shop's closures (docs/product/fleet-calendar.md#closures): the admins' page that closes the shop for a
 * period, and the banner the public pages show before and during one.
 */
export default {
  title: 'Shop closures',
  reasons: {
    hartal: 'Hartal',
    eid: 'Eid',
    holiday: 'Holiday',
    shutdown: 'Internet shutdown',
    other: 'Other',
  },
  banner: {
    label: 'The shop is closing',
    closing: 'The shop will be closed.',
    closedNow: 'The shop is closed.',
    when: 'No bikes go out or come back from {{period}} ({{reason}}). Bookings for that time cannot be made.',
  },
  page: {
    intro:
      'Close the whole shop for a hartal, Eid or a shutdown: no bike can be booked for that time, and customers see a notice on every page from two weeks before.',
    formTitle: 'Close the shop',
    start: 'Closed from',
    end: 'Open again at',
    reason: 'Reason',
    note: 'Note for the staff (not shown to customers)',
    close: 'Close the shop',
    closing: 'Closing…',
    required: 'Enter a date and time',
    invalid: 'Enter a date and time such as 2026-12-16 09:00',
    endAfterStart: 'The shop must open again after it closes',
    clashesTitle: 'Bookings in the way',
    clashesIntro:
      'These bookings fall while the shop would be closed. Cancel them with the closure (each paid advance is owed back and every customer is told), or keep them and choose other dates.',
    customer: 'Customer',
    bike: 'Bike',
    period: 'Booked for',
    advance: 'Advance',
    advancePaid: 'Paid: owed back',
    advanceNotPaid: 'Not paid',
    cancelAndClose_one: 'Close the shop and cancel this booking',
    cancelAndClose_other: 'Close the shop and cancel these {{n}} bookings',
    keep: 'Keep the bookings',
    listTitle: 'Closures',
    none: 'The shop has not been closed yet.',
    when: 'When',
    by: 'Closed by',
    state: 'State',
    states: {
      ahead: 'Coming',
      on: 'Closed now',
      over: 'Over',
      ended: 'Ended early by {{name}}',
    },
    endNow: 'End now',
    endTitle: 'End this closure now?',
    endDescription:
      'The shop opens again at once: bikes can be booked for the rest of {{period}}. Bookings it cancelled stay cancelled.',
    endConfirm: 'End the closure',
    keepClosure: 'Keep it',
  },
} as const;
