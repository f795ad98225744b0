/** English texts of the 'booking' namespace: exactly the spec's words where the spec has them. */
export default {
  bookingDialog: {
    title: 'Rent this bike now',
    description: '{{name}}, {{price}} per hour. Choose when you will pick it up and bring it back (Dhaka time).',
    start: 'Start time (Dhaka time)',
    return: 'Planned return (Dhaka time)',
    startRequired: 'Start time is required',
    startInvalid: 'Enter the start date and time',
    returnRequired: 'Planned return is required',
    returnInvalid: 'Enter the planned return date and time',
    advanceLabel: 'Advance payment',
    advanceValue: '{{amount}} Only',
    advanceNote: 'Advance Payment of {{amount}}tk is required',
    pay: 'Pay Now',
    cancel: 'Cancel',
    processing: 'Booking Payment Processing....',
  },
  quote: {
    region: 'Price estimate',
    heading: 'Price if returned on time',
    line: '{{duration}} × {{price}} an hour',
    advance: 'Advance, paid now',
    refund: 'Returned to you after the return',
    balance: 'Balance, paid after the return',
    choose: 'Choose the start and the planned return to see the price.',
  },
} as const;
