import common from './common.ts';
import pages from './pages.ts';
import content from './content.ts';
import bikes from './bikes.ts';
import booking from './booking.ts';
import account from './account.ts';
import profile from './profile.ts';
import contact from './contact.ts';
import rentals from './rentals.ts';
import admin from './admin.ts';
import notifications from './notifications.ts';
import reports from './reports.ts';
import dashboard from './dashboard.ts';
import priceLists from './price-lists.ts';
import counter from './counter.ts';
import riders from './riders.ts';
import inspections from './inspections.ts';
import calendar from './calendar.ts';
import closures from './closures.ts';

import type { en } from '../en/index.ts';
import type { Translation } from '../../translation.ts';

/** Every Bangla namespace: a chunk of its own, loaded only for pages in Bangla. */
export const bn: { [N in keyof typeof en]: Translation<(typeof en)[N]> } = {
  common,
  pages,
  content,
  bikes,
  booking,
  account,
  profile,
  contact,
  rentals,
  admin,
  notifications,
  reports,
  dashboard,
  'price-lists': priceLists,
  counter,
  riders,
  inspections,
  calendar,
  closures,
};
