import { describe, expect, it, vi } from 'vitest';
import { leavePage } from './leave-page.ts';

describe('leavePage', () => {
  it('sends the browser to the address given', () => {
    const location = { assign: vi.fn() };
    leavePage('https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay', location);
    expect(location.assign).toHaveBeenCalledWith('https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay');
  });
});
