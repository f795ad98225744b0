/**
 * The shop's written content in the page's language (docs/product/languages.md#two-languages). English is bundled; the Bangla texts
 * (`content/bn/`) arrive with the Bangla chunk and are registered by `i18n/index.ts` before a Bangla page
 * renders. Components read it with `useContent()`.
 */
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages.ts';
import { about, type About } from './about.ts';
import { blogs, type BlogArticle } from './blogs.ts';
import { offers, type Offer } from './offers.ts';
import { shop, type Shop, type ShopSocialLink } from './shop.ts';
import { team, type TeamMember } from './team.ts';
import { testimonials, type Testimonial } from './testimonials.ts';
import { whyChooseUs, type WhyChooseUsItem } from './why-choose-us.ts';

/** The shop's facts with their words widened from the English literals, so Bangla can fill them. */
export type ShopWords = {
  readonly [K in keyof Shop]: K extends 'socialLinks'
    ? readonly ShopSocialLink[]
    : Shop[K] extends string
      ? string
      : Shop[K];
};

export type Content = {
  about: About;
  blogs: BlogArticle[];
  offers: Offer[];
  shop: ShopWords;
  team: TeamMember[];
  testimonials: Testimonial[];
  whyChooseUs: WhyChooseUsItem[];
};

const english: Content = { about, blogs, offers, shop, team, testimonials, whyChooseUs };
const byLanguage: Partial<Record<Language, Content>> = { en: english };

/** Makes a language's content available (the Bangla chunk calls it). */
export function registerContent(language: Language, content: Content): void {
  byLanguage[language] = content;
}

/** The content in a language; English until that language's content has arrived. */
export function contentIn(language: Language): Content {
  return byLanguage[language] ?? english;
}

/** The content in the language the component renders in. */
export function useContent(): Content {
  const { i18n } = useTranslation();
  return contentIn(i18n.language === 'bn' ? 'bn' : 'en');
}
