import { describe, expect, it } from 'vitest';
import { inBangla } from '../../../test/i18n.ts';
import { fieldName } from './audit-log.ts';

/**
 * A return's audit row names each charge for damage or loss with its amount and reason
 * (docs/product/handover-and-return.md#return): the audit log page names that field in both languages.
 */
describe('the charges of a return in the audit log', () => {
  it('are named in English and in Bangla, not from the field’s key', async () => {
    expect(fieldName('charges', 'en')).toBe('Charges for damage or loss');
    await inBangla();
    expect(fieldName('charges', 'bn')).toBe('ক্ষতি বা হারানোর চার্জ');
  });
});
