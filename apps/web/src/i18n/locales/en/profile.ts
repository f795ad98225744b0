/** English texts of the 'profile' namespace: exactly the spec's words where the spec has them. */
export default {
  profileForm: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    update: 'Update Profile',
    updateError: 'Error updating profile: {{reason}}',
    loading: 'Loading your profile…',
  },
  emailVerification: {
    verified: 'Verified',
    unverified:
      'Not verified yet: open the link we sent to this address. Until then it gets nothing else, and your receipts and messages come by SMS.',
    resend: 'Send the link again',
    resendError: 'The link could not be sent: {{reason}}',
  },
  reminders: {
    legend: 'Reminders',
    note: 'A reminder comes before each pickup and before each return is due. Receipts and payment messages always come by e-mail once your address is verified (by SMS until then), whatever you choose here.',
    sms: 'By SMS',
    email: 'By e-mail',
    none: 'No reminders',
  },
  messageLanguage: {
    legend: 'Messages in',
    note: "The language of the shop's SMS and e-mails to you.",
  },
  welcome: {
    title: 'Welcome to Bond Bike Rental',
    loadingName: 'Loading your name…',
  },
} as const;
