import type { Content } from '../localized.ts';
import { about } from './about.ts';
import { blogs } from './blogs.ts';
import { offers } from './offers.ts';
import { shop } from './shop.ts';
import { team } from './team.ts';
import { testimonials } from './testimonials.ts';
import { whyChooseUs } from './why-choose-us.ts';

/** The shop's content in Bangla, registered with the Bangla texts (`i18n/index.ts`). */
export const bnContent: Content = { about, blogs, offers, shop, team, testimonials, whyChooseUs };
