/**
 * The fleet's calendar on the schedule (docs/product/fleet-calendar.md#screens): bikes out of service and
 * the shop's closures as their own bars, and the dialog that blocks a bike.
 */
export default {
  title: 'Fleet calendar',
} as const;
