/** English texts of the Contact page and its form: exactly the spec's words. */
export default {
  page: {
    title: 'Contact Us',
    description:
      'Contact Bond Bike Rental in Dhanmondi, Dhaka: call {{phone}}, toll-free {{tollFree}}, or send us a message. Open {{hours}}.',
    heading: 'Get in touch',
    intro:
      'Questions about a bike, a booking or a longer trip? Write to us or drop by the shop; we answer every message.',
    visitOrCall: 'Visit or call',
    address: 'Address',
    phone: 'Phone',
    tollFree: 'Toll-free',
    email: 'Email',
    openHours: 'Open hours',
  },
  form: {
    title: 'Contact Us',
    name: 'Name',
    namePlaceholder: 'Your name',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    message: 'Message',
    messagePlaceholder: 'How can we help?',
    send: 'Send Message',
    sending: 'Sending…',
    thanks: 'Thank You {{name}} ! For Messaging Us',
    /** Why the message was not stored, then where else to turn. */
    failed: '{{reason}} You can also call us or e-mail us directly.',
  },
} as const;
