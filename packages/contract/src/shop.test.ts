import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT, telHref } from './shop.ts';

describe('telHref', () => {
  it('keeps the digits and a leading +, dropping the spaces and dashes people type', () => {
    expect(telHref(SHOP_CONTACT.phone)).toBe('tel:+8801913482506');
    expect(telHref('017 1100-0002')).toBe('tel:01711000002');
    expect(telHref('(+880) 16-263')).toBe('tel:+88016263');
  });
});
