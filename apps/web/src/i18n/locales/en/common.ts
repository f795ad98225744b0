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
} as const;
