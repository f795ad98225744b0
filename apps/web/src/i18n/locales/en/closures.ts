/**
 * The shop's closures (docs/product/fleet-calendar.md#closures): the admins' page that closes the shop for a
 * period, and the banner the public pages show before and during one.
 */
export default {
  title: 'Shop closures',
} as const;
