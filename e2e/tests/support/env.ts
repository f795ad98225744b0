/** Settings shared by the Playwright config and the specs. */
export const ADMIN_EMAIL = 'owner@bond-e2e.test';
export const ADMIN_PASSWORD = 'owner-e2e-password';

export const BLOG_SLUGS = [
  'choosing-perfect-rental-bike',
  'scenic-bike-routes',
  'bike-maintenance',
  'city-exploration-bike',
  'bike-safety-tips',
  'electric-bikes',
  'environmental-benefits',
  'weekend-bike-adventure',
  'history-bike-rentals',
  'bike-accessories',
  'kids-bike',
  'group-bike-rentals',
] as const;
