/** English texts around the shop's written content (home sections, about, blogs): exactly the spec's words. */
export default {
  homeBanner: {
    kicker: 'Motorbike rental in Dhaka',
    title: 'Ride Dhaka your way, by the hour',
    text: 'Well-kept commuters, sports bikes and electric scooters, helmets included. Book online with a 100 BDT advance and pick up your bike in Dhanmondi.',
    browse: 'Browse All Bikes',
    meetShop: 'Meet the shop',
    play: 'Play background video',
    pause: 'Pause background video',
  },
  offers: {
    title: 'Offers To Grab Right Now !',
    subtitle: 'Ask for the offer when you collect your bike; our team applies it to your rental.',
    rent: 'Hurry Up ! Take A Rent Now..',
  },
  coupons: {
    title: 'Coupons & Discounts',
    subtitle: 'Press a coupon to check it.',
    off: '{{discount}}% OFF',
    active: 'Active',
    expired: 'Expired',
    minimum: 'Minimum rental: {{amount}}tk',
    expiredMessage: 'This Coupon is Expired',
    activeMessage: 'Coupons & Discounts will be available soon',
  },
  whyChooseUs: {
    title: 'Why Choose Us',
  },
  testimonials: {
    title: 'Customer Testimonials',
    subtitle: 'What riders say after bringing our bikes back.',
    quote: '“{{quote}}”',
  },
  blogs: {
    title: 'Blogs',
    subtitle: 'Riding tips, routes and advice from our mechanics and riders.',
    /** The link's visible words, then (for screen readers) the article's title. */
    readFull: 'Read Full Blog<1>: {{title}}</1>',
  },
  blogArticle: {
    home: 'Home',
    blog: 'Blog',
    /** The byline: author, the date (a <time>) and the reading time. */
    byline: 'By {{author}} · <1>{{date}}</1> · {{minutes}} min read',
  },
  about: {
    since: 'About Bond Bike Rental · since {{founded}}',
    shopFrontAlt: 'The front of the {{name}} shop in Dhanmondi with bikes parked outside',
    missionAndVision: 'Mission and vision',
    mission: 'Our Mission',
    vision: 'Our Vision',
    team: 'Meet Our Team',
    history: 'Our History',
    milestones: 'Milestones',
    contactInformation: 'Contact Information',
    phone: 'Phone',
    tollFree: 'Toll-free',
    fax: 'Fax',
    email: 'Email',
    hours: 'Hours',
    hoursText: '{{open}}. {{closed}}.',
    location: 'Our Location',
    mapAlt: 'Map of Dhanmondi showing {{name}} near Dhanmondi Lake and Satmasjid Road',
  },
} as const;
