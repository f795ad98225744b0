import type { Rider } from '@bond/contract/riders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ridersApi } from './api.ts';
import { RiderNotice } from './rider-notice.tsx';
import { makeRider } from './rider-fixtures.ts';

const ALL = ['nid_front', 'nid_back', 'licence', 'selfie_with_licence'] as const;
const answer = (rider: Rider) => json({ success: true, message: 'Rider file retrieved', data: rider });
const PROFILE = { dashboardSection: 'profile' };

afterEach(() => {
  vi.unstubAllGlobals();
});

function Dashboard() {
  const { state } = useLocation();
  return <p>Dashboard opened at {JSON.stringify(state)}</p>;
}

function renderNotice(rider: Rider) {
  const { calls } = mockApi({ 'GET /api/riders/me': () => answer(rider) });
  const rendered = renderWithApp(<RiderNotice profileState={PROFILE} />, {
    extraRoutes: [{ path: '/dashboard', element: <Dashboard /> }],
  });
  return { ...rendered, calls };
}

describe('the notice of what a rider must still bring or upload', { timeout: 15_000 }, () => {
  it('names what is missing and where to send it, and opens View Profile', async () => {
    renderNotice(makeRider({ nidNumber: null, kinds: ['nid_front', 'nid_back'] }));
    const notice = await screen.findByRole('note', { name: 'Before we hand you the bike' });
    expect(notice).toHaveTextContent(
      'We need your NID and driving licence: upload them in View Profile → Rider documents, or bring them to ' +
        'the counter. Still missing: your NID and licence details, Driving licence, Selfie holding the licence.',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'View Profile' }));
    expect(await screen.findByText('Dashboard opened at {"dashboardSection":"profile"}')).toBeInTheDocument();
  });

  it('says the papers are being checked while the file waits for review', async () => {
    renderNotice(makeRider({ kinds: ALL }));
    expect(await screen.findByRole('note', { name: 'Before we hand you the bike' })).toHaveTextContent(
      'Your papers are on file and the shop is checking them: you can take the bike once they are approved.',
    );
  });

  it('gives the reason of a rejection and asks for the papers again', async () => {
    renderNotice(makeRider({ kinds: ALL, status: 'rejected', rejectionReason: 'the selfie is blurred' }));
    expect(await screen.findByRole('note', { name: 'Before we hand you the bike' })).toHaveTextContent(
      'The shop could not approve your papers: the selfie is blurred. Correct them and send them again in ' +
        'View Profile → Rider documents, or bring your NID and driving licence to the counter.',
    );
  });

  it('asks for the renewed licence once the approved one has expired', async () => {
    renderNotice(makeRider({ kinds: ALL, status: 'expired', licenceExpiry: '2026-11-01' }));
    expect(await screen.findByRole('note', { name: 'Before we hand you the bike' })).toHaveTextContent(
      'Your driving licence expired on 1 November 2026. Send a picture of your renewed licence and its new ' +
        'expiry date in View Profile → Rider documents, or bring it to the counter.',
    );
  });

  it('says nothing to an approved rider', async () => {
    const { container, store } = renderNotice(makeRider({ kinds: ALL, status: 'approved' }));
    await waitFor(() => expect(ridersApi.endpoints.getMyRider.select()(store.getState()).isSuccess).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });

  it('says nothing when the file cannot be read: a booking never waits for it', async () => {
    mockApi({ 'GET /api/riders/me': () => json({ success: false, message: 'Something went wrong' }, 500) });
    const { container, store } = renderWithApp(<RiderNotice profileState={PROFILE} />);
    await waitFor(() => expect(ridersApi.endpoints.getMyRider.select()(store.getState()).isError).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });

  it('is wholly in Bangla on a Bangla page', async () => {
    await inBangla();
    const { container } = renderNotice(makeRider({ kinds: ALL, status: 'expired', licenceExpiry: '2026-11-01' }));
    const notice = await screen.findByRole('note', { name: 'বাইক হাতে দেওয়ার আগে' });
    expect(notice).toHaveTextContent(
      'আপনার ড্রাইভিং লাইসেন্সের মেয়াদ ১ নভেম্বর, ২০২৬ তারিখে শেষ হয়েছে। প্রোফাইল দেখুন → চালকের কাগজপত্র অংশে ' +
        'নবায়ন করা লাইসেন্সের ছবি ও তার নতুন মেয়াদের তারিখ পাঠান, অথবা সেটি কাউন্টারে নিয়ে আসুন।',
    );
    expect(screen.getByRole('link', { name: 'প্রোফাইল দেখুন' })).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
  });
});
