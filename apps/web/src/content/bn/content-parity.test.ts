import { describe, expect, it } from 'vitest';
import { about as enAbout } from '../about.ts';
import { blogs as enBlogs } from '../blogs.ts';
import { offers as enOffers } from '../offers.ts';
import { shop as enShop } from '../shop.ts';
import { team as enTeam } from '../team.ts';
import { testimonials as enTestimonials } from '../testimonials.ts';
import { whyChooseUs as enWhyChooseUs } from '../why-choose-us.ts';
import { about } from './about.ts';
import { blogs } from './blogs.ts';
import { offers } from './offers.ts';
import { shop } from './shop.ts';
import { team } from './team.ts';
import { testimonials } from './testimonials.ts';
import { whyChooseUs } from './why-choose-us.ts';

/** Fields that are data, not text: the Bangla must hold exactly the English value. */
const KEPT_FIELDS = new Set([
  'id',
  'slug',
  'image',
  'photo',
  'publishedOn',
  'readingMinutes',
  'url',
  'phone',
  'email',
  'tollFree',
  'fax',
]);

const BENGALI = /[\u0980-\u09FF]/;
const LATIN_LETTER = /[A-Za-z]/;
const ASCII_DIGIT = /[0-9]/;

/**
 * Walks the English and Bangla values side by side and lists every difference in shape, every kept field
 * that changed and every text that is not Bangla (empty, no Bengali letter, or Latin letters or digits left).
 */
function differences(en: unknown, bn: unknown, path = '', field = ''): string[] {
  if (KEPT_FIELDS.has(field)) {
    return Object.is(en, bn) ? [] : [`${path}: kept field changed (${JSON.stringify(en)} → ${JSON.stringify(bn)})`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(bn)) return [`${path}: should be an array`];
    if (bn.length !== en.length) return [`${path}: ${bn.length} items instead of ${en.length}`];
    return en.flatMap((item, index) => differences(item, bn[index], `${path}[${index}]`, field));
  }
  if (en !== null && typeof en === 'object') {
    if (bn === null || typeof bn !== 'object' || Array.isArray(bn)) return [`${path}: should be an object`];
    const enKeys = Object.keys(en).sort();
    const bnKeys = Object.keys(bn).sort();
    if (enKeys.join() !== bnKeys.join()) return [`${path}: keys [${bnKeys.join()}] instead of [${enKeys.join()}]`];
    return enKeys.flatMap((key) =>
      differences((en as Record<string, unknown>)[key], (bn as Record<string, unknown>)[key], `${path}.${key}`, key),
    );
  }
  if (typeof en === 'string') {
    if (typeof bn !== 'string' || bn.trim() === '') return [`${path}: empty or not a string`];
    if (!LATIN_LETTER.test(en)) return [];
    const problems: string[] = [];
    if (!BENGALI.test(bn)) problems.push(`${path}: no Bengali letters in ${JSON.stringify(bn)}`);
    if (LATIN_LETTER.test(bn)) problems.push(`${path}: Latin letters left in ${JSON.stringify(bn)}`);
    if (ASCII_DIGIT.test(bn)) problems.push(`${path}: Latin digits (use Bengali digits) in ${JSON.stringify(bn)}`);
    return problems;
  }
  return Object.is(en, bn) ? [] : [`${path}: ${JSON.stringify(bn)} instead of ${JSON.stringify(en)}`];
}

/** The views key paragraphs and list items by their first 40 characters: those must differ within a list. */
function duplicateKeys(texts: readonly string[]): string[] {
  const keys = texts.map((text) => text.slice(0, 40));
  return keys.filter((key, index) => keys.indexOf(key) !== index);
}

const modules = [
  { name: 'about', en: enAbout, bn: about },
  { name: 'blogs', en: enBlogs, bn: blogs },
  { name: 'offers', en: enOffers, bn: offers },
  { name: 'shop', en: enShop, bn: shop },
  { name: 'team', en: enTeam, bn: team },
  { name: 'testimonials', en: enTestimonials, bn: testimonials },
  { name: 'why-choose-us', en: enWhyChooseUs, bn: whyChooseUs },
];

describe('Bangla content', () => {
  it.each(modules)('$name has the English shape, the same data fields and Bangla text', ({ name, en, bn }) => {
    expect(differences(en, bn, name)).toEqual([]);
  });

  it('has every blog article with the same slug, date, sections, paragraphs and list items', () => {
    const shape = (articles: typeof blogs) =>
      articles.map((article) => ({
        id: article.id,
        slug: article.slug,
        image: article.image,
        publishedOn: article.publishedOn,
        readingMinutes: article.readingMinutes,
        sections: article.sections.map((section) => ({
          heading: section.heading !== undefined,
          paragraphs: section.paragraphs.length,
          list: section.list?.length ?? null,
        })),
      }));
    expect(shape(blogs)).toEqual(shape(enBlogs));
  });

  it('keeps every blog description within 160 characters (it is the page meta description)', () => {
    const tooLong = blogs
      .filter((article) => article.description.length > 160)
      .map((article) => `${article.slug}: ${article.description.length}`);
    expect(tooLong).toEqual([]);
  });

  it('gives paragraphs and list items distinct React keys (their first 40 characters)', () => {
    const lists = [
      about.history,
      ...blogs.flatMap((article) => article.sections.flatMap((section) => [section.paragraphs, section.list ?? []])),
    ];
    expect(lists.flatMap(duplicateKeys)).toEqual([]);
    const dates = about.milestones.map((milestone) => milestone.date);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('takes the About tagline from the Bangla shop, as the English one does from the English shop', () => {
    expect(about.tagline).toBe(shop.tagline);
  });

  it('keeps the phone numbers dialable from their tel: links', () => {
    for (const phone of [shop.phone, shop.tollFree]) expect(phone.replace(/[^+\d]/g, '')).toMatch(/^\+?\d{8,}$/);
  });
});
