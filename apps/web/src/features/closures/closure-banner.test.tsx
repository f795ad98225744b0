import type { PublicClosure } from '@bond/contract/closures';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inBangla } from '../../test/i18n.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ClosureBanner, closureToAnnounce } from './closure-banner.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const eid: PublicClosure = {
  _id: '90000000-0000-4000-8000-000000000001',
  start: '2026-12-16T03:00:00.000Z',
  end: '2026-12-17T03:00:00.000Z',
  reason: 'eid',
};
const DAY = 24 * 60 * 60_000;

describe('which closure the pages announce', () => {
  it('one on now, or the soonest beginning within 14 days; none further ahead or over', () => {
    const start = new Date(eid.start).getTime();
    expect(closureToAnnounce([eid], new Date(start - 15 * DAY))).toBeUndefined();
    expect(closureToAnnounce([eid], new Date(start - 14 * DAY))).toBe(eid);
    expect(closureToAnnounce([eid], new Date(start + 60_000))).toBe(eid);
    expect(closureToAnnounce([eid], new Date(eid.end))).toBeUndefined();
  });
});

describe('the closure banner', { timeout: 15_000 }, () => {
  const serve = (data: PublicClosure[]) =>
    mockApi({ 'GET /api/closures/upcoming': () => json({ success: true, message: 'ok', data }) });

  it('says when the shop closes and why, in the page’s language', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-10T04:00:00.000Z'), toFake: ['Date'] });
    serve([eid]);
    renderWithApp(<ClosureBanner />);
    const banner = await screen.findByRole('complementary', { name: 'The shop is closing' });
    expect(banner).toHaveTextContent('The shop will be closed.');
    expect(banner).toHaveTextContent(/from .*16 Dec.* to .*17 Dec.*\(Eid\)/);
  });

  it('says the shop is closed while it is', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-16T06:00:00.000Z'), toFake: ['Date'] });
    serve([eid]);
    await inBangla();
    renderWithApp(<ClosureBanner />);
    const banner = await screen.findByRole('complementary', { name: 'দোকান বন্ধের খবর' });
    expect(banner).toHaveTextContent('দোকান এখন বন্ধ।');
    expect(banner).toHaveTextContent('(ঈদ)');
  });

  it('shows nothing when no closure is near', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T04:00:00.000Z'), toFake: ['Date'] });
    const { calls } = serve([eid]);
    const { container } = renderWithApp(<ClosureBanner />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
