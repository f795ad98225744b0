/** English texts of the pages (routes): their titles, meta descriptions and own words, exactly the spec's. */
export default {
  home: {
    title: 'Bond Bike Rental',
    description:
      'Rent well-kept motorbikes by the hour in Dhaka. Browse bikes, check prices in BDT and book online with a 100 BDT advance at Bond Bike Rental.',
  },
  allBikes: {
    title: 'All Bikes',
    description:
      'Every motorbike for rent at Bond Bike Rental in Dhaka: search by name, brand, model and availability, compare hourly prices in BDT.',
    intro:
      'Commuters for city errands, sports bikes for the highway and electric scooters for quiet rides: every bike is serviced before each rental and priced by the hour.',
    loadingSearch: 'Loading the bike search…',
  },
  bikeDetail: {
    title: '{{name}} ({{brand}})',
    fallbackTitle: 'Bike details',
    description:
      'Rent the {{brand}} {{name}} {{model}} ({{cc}} CC) by the hour in Dhaka for {{price}} BDT per hour at Bond Bike Rental.',
    fallbackDescription: 'Details, hourly price and availability of a motorbike for rent at Bond Bike Rental in Dhaka.',
    loading: 'Loading the bike…',
    loadFailed: 'This bike could not be loaded',
  },
  about: {
    title: 'About Us',
    description:
      '{{name}} rents well-kept motorbikes by the hour in Dhanmondi, Dhaka since {{founded}}: our mission, team, history and how to find us.',
  },
  login: {
    title: 'Login',
    description: 'Log in to Bond Bike Rental to book a motorbike, see your rentals and pay online.',
    subtitle: 'Welcome back! Log in to book a bike and see your rentals.',
  },
  register: {
    title: 'Register',
    description: 'Create a Bond Bike Rental account to book motorbikes by the hour in Dhaka.',
    subtitle: 'Create your account in a minute; you can book your first bike right after.',
  },
  depositHold: {
    title: 'Your deposit in bKash',
    description: 'What became of the deposit Bond Bike Rental asked bKash to hold in your wallet.',
    held: 'Your deposit is held in your bKash wallet. Nothing has been taken: when you bring the bike back, the shop takes only what the bill needs and the rest is yours again. Please give the phone back at the counter.',
    pending: 'bKash is still confirming the hold. Please show this to the counter.',
    failed: 'bKash did not hold the deposit, and nothing was taken. Please tell the counter.',
    released: 'This hold was let go: nothing is held and nothing was taken. Please tell the counter.',
  },
  verifyEmail: {
    title: 'Verify your e-mail',
    description: 'Confirm that the e-mail address of your Bond Bike Rental account is yours.',
    subtitle: 'Until your address is verified, the shop sends it nothing but this link.',
  },
  blogArticle: {
    missingDescription: 'This article is not on Bond Bike Rental.',
    more: 'More articles',
    findBike: 'Find a bike for your ride',
    next: 'Next article: {{title}}',
  },
  notFound: {
    title: 'Not Found',
    description: 'The page you were looking for is not at Bond Bike Rental. Head back home to find a bike.',
    text: 'This road does not lead anywhere. The page may have moved, or the address has a typo.',
    home: 'Go Back To Home',
  },
  routeError: {
    title: 'Unexpected Application Error!',
    text: 'Something broke on our side. Reloading the page usually helps; if it keeps happening, please call us.',
    reload: 'Reload',
    home: 'Go Back To Home',
  },
  booking: {
    title: 'Booking',
    description: 'Book a motorbike at Bond Bike Rental.',
    heading: 'This is booking process page',
  },
  rentalReceipt: {
    description: 'A rental at Bond Bike Rental: its period, cost and payments.',
    backToRentals: 'Back to My Rentals',
    backToReturns: 'Back to Return Bike',
    backToCustomers: 'Back to Customers',
  },
} as const;
