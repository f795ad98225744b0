/** The languages the shop speaks (docs/product/languages.md#two-languages): English, and Bangla. Free of zod, so a page can know them cheaply. */
export const LANGUAGES = ['en', 'bn'] as const;

export type Language = (typeof LANGUAGES)[number];
