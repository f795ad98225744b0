import { describe, expect, it } from 'vitest';
import { decideLanguage, languageOfPath, pathInLanguage, rememberedLanguage, withoutLanguage } from './languages.ts';

describe('languages of addresses', () => {
  it('reads /bn and /bn/… as Bangla and nothing else', () => {
    expect(languageOfPath('/bn')).toBe('bn');
    expect(languageOfPath('/bn/allbikes/7')).toBe('bn');
    expect(languageOfPath('/bnx')).toBeNull();
    expect(languageOfPath('/allbikes')).toBeNull();
    expect(languageOfPath('/')).toBeNull();
  });

  it('moves a page between languages', () => {
    expect(pathInLanguage('/', 'bn')).toBe('/bn');
    expect(pathInLanguage('/allbikes', 'bn')).toBe('/bn/allbikes');
    expect(pathInLanguage('/bn/allbikes', 'bn')).toBe('/bn/allbikes');
    expect(pathInLanguage('/bn/about', 'en')).toBe('/about');
    expect(pathInLanguage('/bn', 'en')).toBe('/');
    expect(withoutLanguage('/bn/blogs/x')).toBe('/blogs/x');
  });
});

describe('choosing the language', () => {
  it('follows the first browser language the shop speaks', () => {
    const byBrowser = (browser: string[]) => decideLanguage({ pathname: '/about', cookies: '', browser }).language;
    expect(byBrowser(['bn-BD', 'en-US'])).toBe('bn');
    expect(byBrowser(['fr-FR', 'en-GB', 'bn'])).toBe('en');
    expect(byBrowser(['fr', 'de'])).toBe('en');
  });

  it('reads the remembered choice from the cookies', () => {
    expect(rememberedLanguage('a=1; lang=bn; b=2')).toBe('bn');
    expect(rememberedLanguage('lang=xx')).toBeNull();
    expect(rememberedLanguage('')).toBeNull();
  });

  it('lets the address decide, then the cookie, then the browser', () => {
    expect(decideLanguage({ pathname: '/bn/about', cookies: 'lang=en', browser: ['en'] })).toEqual({
      language: 'bn',
      redirectTo: null,
    });
    expect(decideLanguage({ pathname: '/about', cookies: 'lang=bn', browser: ['en'] })).toEqual({
      language: 'bn',
      redirectTo: '/bn/about',
    });
    expect(decideLanguage({ pathname: '/about', cookies: 'lang=en', browser: ['bn-BD'] })).toEqual({
      language: 'en',
      redirectTo: null,
    });
    expect(decideLanguage({ pathname: '/', cookies: '', browser: ['bn-BD', 'en'] })).toEqual({
      language: 'bn',
      redirectTo: '/bn',
    });
    expect(decideLanguage({ pathname: '/', cookies: '', browser: ['fr'] })).toEqual({
      language: 'en',
      redirectTo: null,
    });
  });
});
