import { describe, expect, it } from 'vitest';
import { preferredLanguage, requestLanguage } from './language-choice.ts';

/** The language of a request (docs/product/languages.md#choosing-the-language): the `lang` cookie, else Accept-Language, else English. */

describe('the language of a request', () => {
  it.each([
    ['bn-BD,bn;q=0.9', 'bn'],
    ['bn', 'bn'],
    ['en-US,en;q=0.9', 'en'],
    ['en-US,bn;q=0.9', 'en'],
    ['bn;q=0.8, en;q=0.5', 'bn'],
    ['en;q=0.5, bn-IN;q=0.8', 'bn'],
    ['fr-FR, bn;q=0.3, en;q=0.2', 'bn'],
    ['en;q=0.9, bn;q=0.9', 'en'],
    ['bn;q=0, en;q=0.1', 'en'],
    ['bn;q=abc, en;q=0.1', 'en'],
    ['fr, de, *', 'en'],
    ['', 'en'],
    ['BN-bd', 'bn'],
  ] as const)('Accept-Language %j → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it('the lang cookie wins over Accept-Language; a cookie naming no language is ignored', () => {
    expect(requestLanguage({ cookie: 'en', acceptLanguage: 'bn-BD,bn;q=0.9' })).toBe('en');
    expect(requestLanguage({ cookie: 'bn', acceptLanguage: 'en' })).toBe('bn');
    expect(requestLanguage({ cookie: 'fr', acceptLanguage: 'bn' })).toBe('bn');
    expect(requestLanguage({})).toBe('en');
  });
});
