import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { about } from '../../content/bn/about.ts';
import { contentIn } from '../../content/localized.ts';
import { expectConsoleError } from '../../test/console-guard.ts';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { bikesHandler, couponsHandler, json, makeBike, makeCoupon, mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { routes } from '../routes.tsx';
import { RouteError } from './route-error.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Words that stay Latin on a Bangla page: the brand names of the shop's socials, the shop's Latin fax. */
const LATIN = ['Facebook', 'Instagram'];

/** Renders in Bangla: the Bangla chunk brings the texts and the shop's Bangla content. */
const inBanglaWithContent = inBangla;

describe('the public pages in Bangla', { timeout: 20_000 }, () => {
  it('has a Bangla footer', async () => {
    await inBanglaWithContent();
    mockApi({ 'GET /api/bikes': bikesHandler([]) });
    renderRoutes(routes, { route: '/about' });
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer).getByRole('navigation', { name: 'ফুটার' });
    expect(within(links).getByRole('link', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute('href', '/allbikes');
    expect(within(links).getByRole('link', { name: 'সেবার শর্তাবলি' })).toHaveAttribute('href', '/about');
    expect(within(footer).getByRole('heading', { name: 'আমাদের ফলো করুন' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(/© [০-৯]{4} বন্ড বাইক রেন্টাল। সর্বস্বত্ব সংরক্ষিত।/);
    expect(englishLeftIn(footer, LATIN)).toEqual([]);
  });

  it('shows the home page in Bangla', async () => {
    await inBanglaWithContent();
    const bike = makeBike({ name: 'Hornet 2.0', brand: 'Honda', model: 'CB Hornet 160R' });
    mockApi({
      'GET /api/bikes': bikesHandler([bike]),
      'GET /api/coupons/active': couponsHandler([makeCoupon({ code: 'SAVE50', validTo: '2027-11-26' })]),
    });
    const { container } = renderRoutes(routes, { route: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ঘণ্টা হিসেবে বাইক নিন, ঢাকা ঘুরুন নিজের মতো' }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: /ঘণ্টা হিসেবে বাইক নিন/ });
    expect(within(banner).getByRole('link', { name: 'সব বাইক দেখুন' })).toHaveAttribute('href', '/allbikes');
    expect(await within(banner).findByRole('button', { name: 'পেছনের ভিডিও থামান' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'এখনই লুফে নিন এই অফারগুলো!' })).toBeInTheDocument();
    const coupons = await screen.findByRole('region', { name: 'কুপন ও ছাড়' });
    expect(within(coupons).getByRole('button', { name: /SAVE50/ })).toHaveTextContent('২৬ নভেম্বর, ২০২৭ পর্যন্ত চালু');
    expect(await screen.findByRole('heading', { name: 'কেন আমাদের বেছে নেবেন' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'গ্রাহকদের কথা' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ব্লগ' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^পুরো ব্লগ পড়ুন: / })).toHaveLength(4);
    await waitFor(() => expect(document.title).toBe('বন্ড বাইক রেন্টাল'));
    await screen.findAllByText('Hornet 2.0');
    // The shop's sections: every word is Bangla but the coupon codes and the socials.
    for (const name of ['এখনই লুফে নিন এই অফারগুলো!', 'কুপন ও ছাড়', 'কেন আমাদের বেছে নেবেন', 'গ্রাহকদের কথা', 'ব্লগ']) {
      expect(englishLeftIn(screen.getByRole('region', { name }), [/^[A-Z]+\d+$/])).toEqual([]);
    }
    expect(englishLeftIn(banner)).toEqual([]);
    expect(englishLeftIn(container, [...LATIN, 'Hornet', 'Honda', /^[A-Z]+\d+$/])).toEqual([]);
  });

  it('shows All Bikes in Bangla', async () => {
    await inBanglaWithContent();
    mockApi({ 'GET /api/bikes': bikesHandler([]) });
    const { container } = renderRoutes(routes, { route: '/allbikes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'সব বাইক' })).toBeInTheDocument();
    expect(screen.getByText(/প্রতিটি ভাড়ার আগে বাইক সার্ভিসিং করা হয়/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('সব বাইক | বন্ড বাইক রেন্টাল'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^বন্ড বাইক রেন্টালের/);
    expect(englishLeftIn(container, LATIN)).toEqual([]);
  });

  it("shows the 404 in Bangla with 'Go Back To Home' in Bangla", async () => {
    await inBanglaWithContent();
    mockApi({});
    const { container } = renderRoutes(routes, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'পেজটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/');
    expect(screen.getByText('৪০৪')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('পেজটি পাওয়া যায়নি | বন্ড বাইক রেন্টাল'));
    expect(englishLeftIn(container, LATIN)).toEqual([]);
  });

  it('shows the error screen in Bangla, with the technical detail as it was written', async () => {
    await inBanglaWithContent();
    mockApi({});
    expectConsoleError(/Wheel fell off/);
    const Broken = () => {
      throw new Error('Wheel fell off');
    };
    const broken: RouteObject[] = [
      {
        path: '/',
        element: <RootLayout />,
        children: [{ errorElement: <RouteError />, children: [{ path: 'broken', Component: Broken }] }],
      },
    ];
    const { container } = renderRoutes(broken, { route: '/broken' });
    expect(await screen.findByRole('heading', { name: 'অপ্রত্যাশিত একটি সমস্যা হয়েছে!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'রিলোড করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Wheel fell off')).toHaveAttribute('lang', 'en');
    expect(englishLeftIn(container, LATIN)).toEqual([]);
  });

  it('shows the login and register pages in Bangla', async () => {
    await inBanglaWithContent();
    mockApi({});
    const { container, router } = renderRoutes(routes, { route: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'লগইন' })).toBeInTheDocument();
    expect(screen.getByText('আবার স্বাগতম! বাইক বুক করতে আর আপনার ভাড়াগুলো দেখতে লগইন করুন।')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('লগইন | বন্ড বাইক রেন্টাল'));
    expect(englishLeftIn(container, LATIN)).toEqual([]);

    await router.navigate('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'রেজিস্টার' })).toBeInTheDocument();
    expect(screen.getByText(/এক মিনিটেই অ্যাকাউন্ট খুলুন/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('রেজিস্টার | বন্ড বাইক রেন্টাল'));
    expect(englishLeftIn(container, LATIN)).toEqual([]);
  });

  it('shows the contact page in Bangla', async () => {
    await inBanglaWithContent();
    mockApi({});
    const { container } = renderRoutes(routes, { route: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'চলে আসুন বা ফোন করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'মেসেজ পাঠান' })).toBeInTheDocument();
    expect(screen.getByLabelText('নাম')).toHaveAttribute('placeholder', 'আপনার নাম');
    await waitFor(() => expect(document.title).toBe('যোগাযোগ | বন্ড বাইক রেন্টাল'));
    expect(englishLeftIn(container, LATIN)).toEqual([]);
  });

  it('shows the about page in Bangla', async () => {
    await inBanglaWithContent();
    mockApi({});
    const { container } = renderRoutes(routes, { route: '/about' });
    expect(await screen.findByRole('heading', { name: 'আমাদের টিমের সাথে পরিচিত হোন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'আমাদের লক্ষ্য' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'লক্ষ্য ও স্বপ্ন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(about.tagline);
    await waitFor(() => expect(document.title).toBe('আমাদের কথা | বন্ড বাইক রেন্টাল'));
    expect(englishLeftIn(container, LATIN)).toEqual([]);
  });

  it('shows a blog article in Bangla, its date in Bangla', async () => {
    await inBanglaWithContent();
    mockApi({});
    const article = contentIn('bn').blogs[0];
    if (!article) throw new Error('no article');
    const { container } = renderRoutes(routes, { route: `/blogs/${article.slug}` });
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোম' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'আপনার রাইডের জন্য বাইক খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'আরও লেখা' })).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveTextContent(/^[০-৯]+ \S+, [০-৯]{4}$/);
    expect(screen.getByText(new RegExp(`লিখেছেন ${article.author}`))).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${article.title} | বন্ড বাইক রেন্টাল`));
    expect(englishLeftIn(container, LATIN)).toEqual([]);
  });

  it('names the bike page in Bangla while the bike cannot be loaded', async () => {
    await inBanglaWithContent();
    const bike = makeBike();
    mockApi({ [`GET /api/bikes/${bike._id}`]: () => json({ success: false, message: 'Busy' }, 503) });
    renderRoutes(routes, { route: `/allbikes/${bike._id}` });
    expect(await screen.findByRole('heading', { name: 'এই বাইকের তথ্য লোড করা যায়নি' })).toBeInTheDocument();
    expect(document.title).toBe('বাইকের বিস্তারিত | বন্ড বাইক রেন্টাল');
  });
});
