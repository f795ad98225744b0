/** English texts shared by every page (navbar, footer, page frame): exactly the spec's words. */
export default {
  nav: {
    main: 'Main',
    shopName: 'Bond Bike Rental',
    allBikes: 'All Bikes',
    contact: 'Contact Us',
    about: 'About Us',
    dashboard: 'Dashboard',
    logout: 'Logout',
    login: 'Login Now !',
    menu: 'Menu',
  },
  theme: {
    toLight: 'Switch to light theme',
    toDark: 'Switch to dark theme',
  },
  layout: {
    skipToContent: 'Skip to content',
  },
  meta: {
    /** The document title of a page: 'All Bikes | Bond Bike Rental'. */
    title: '{{page}} | {{site}}',
  },
  spinner: {
    loading: 'Loading…',
    page: 'Loading the page…',
  },
  footer: {
    label: 'Footer',
    tagline: '{{tagline}}.',
    since: 'Serving riders in Dhaka since {{founded}}.',
    explore: 'Explore',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    contact: 'Contact',
    phone: 'Phone:',
    email: 'Email:',
    follow: 'Follow us',
    newTab: '(opens in a new tab)',
    copyright: '© {{year}} {{name}}. All rights reserved.',
  },
  errors: {
    network: 'Could not reach the server. Check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    unreadable: 'The server sent an answer we could not read (status {{status}}).',
    unknownStatus: 'unknown',
    withStatus: 'Something went wrong (status {{status}}). Please try again.',
    generic: 'Something went wrong. Please try again.',
    /** A refusal after what was being done: 'Error deleting User: The bike is out on rent'. */
    withPrefix: '{{prefix}} {{reason}}',
  },
  loadError: {
    tryAgain: 'Try again',
  },
  pager: {
    previousPage: 'Previous page',
    nextPage: 'Next page',
    previous: 'Previous',
    next: 'Next',
    /** '312 customers': the number and the noun the list counts. */
    count: '{{number}} {{noun}}',
    summary: 'Page {{page}} of {{pageCount}} · {{counted}}',
  },
  toaster: {
    /** The toasts' region, with the hotkey that reaches it (sonner's Alt+T). */
    region: 'Notifications alt+T',
    close: 'Close toast',
  },
  dialog: {
    cancel: 'Cancel',
    areYouSure: 'ARE YOU SURE ?',
    delete: 'Delete',
    deleteName: 'Delete {{name}}',
    yesDelete: 'Yes, Delete',
  },
} as const;
