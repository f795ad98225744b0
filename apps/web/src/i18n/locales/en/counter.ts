/** The counter's screens (docs/product/the-counter.md): staff find and make customers. */
export default {
  search: 'Customers',
  searchLabel: 'Phone, name or e-mail',
  searchPlaceholder: '01711 000001',
  caption: 'Customers',
  loading: 'Loading customers…',
  empty: 'No customers yet',
  noMatch: 'No customer matches “{{search}}”',
  pager: 'Customer pages',
  nounOne: 'customer',
  nounOther: 'customers',
  columns: {
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
  },
  fields: {
    name: 'Name',
    phone: 'Mobile number',
    email: 'E-mail',
    address: 'Address',
    optional: 'May be left empty',
  },
  create: {
    button: 'New customer',
    title: 'New customer',
    description: 'A rider who has no account yet. They can sign in later with this mobile number.',
    submit: 'Add customer',
    cancel: 'Cancel',
  },
} as const;
