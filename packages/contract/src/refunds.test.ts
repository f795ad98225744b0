import { describe, expect, it } from 'vitest';
import { heldPaymentReason } from './refunds.ts';
import { say } from './say.ts';

describe('why a payment is held', () => {
  it('reads the risk level and title of a risky payment from the gateway’s answer', () => {
    const answer = { pay_status: 'Successful', risk_level: '1', risk_title: 'Suspicious transaction' };
    expect(heldPaymentReason('risky', answer)).toEqual({
      code: 'risky',
      riskLevel: '1',
      riskTitle: 'Suspicious transaction',
    });
    expect(heldPaymentReason('risky', { risk_level: 2, risk_title: '' })).toMatchObject({
      riskLevel: '2',
      riskTitle: null,
    });
    expect(heldPaymentReason('risky', null)).toMatchObject({ riskLevel: null, riskTitle: null });
  });

  it('quotes an answer not recognised, cut short after 300 characters', () => {
    const said = (answer: unknown) =>
      say('en', 'paymentHeldReason', { reason: heldPaymentReason('unrecognised_answer', answer) });
    expect(said({ status: 'Invalid Store ID' })).toBe(
      `the gateway's answer was not recognised: {"status":"Invalid Store ID"}`,
    );
    expect(said(`<html>${'x'.repeat(400)}`)).toBe(`the gateway's answer was not recognised: <html>${'x'.repeat(294)}…`);
  });
});
