import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { makeBike } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { BikeGrid } from './bike-grid.tsx';

describe('BikeGrid', () => {
  it('renders a long list in full, the first row with eager pictures', async () => {
    const bikes = Array.from({ length: 14 }, (_, i) => makeBike({ name: `Bike no. ${i + 1}` }));
    renderWithApp(<BikeGrid bikes={bikes} />);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(14));
    const pictures = screen.getAllByRole('img');
    expect(pictures.slice(0, 3).map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
    expect(pictures[3]).toHaveAttribute('loading', 'lazy');
  });

  it('rendered by the server (and so hydrated), carries every card, not only the first screenful', () => {
    const bikes = Array.from({ length: 14 }, (_, i) => makeBike({ name: `Bike no. ${i + 1}` }));
    const html = renderToString(
      <MemoryRouter>
        <BikeGrid bikes={bikes} />
      </MemoryRouter>,
    );
    expect(html.match(/<article/g)).toHaveLength(14);
    expect(html).toContain('Bike no. 14');
  });

  it('prices each card from its hourly and its day price', async () => {
    renderWithApp(<BikeGrid bikes={[makeBike({ name: 'Livo', pricePerHour: 120, pricePerDay: 900 })]} />);
    const card = (await screen.findByRole('heading', { name: 'Livo' })).closest('article') as HTMLElement;
    expect(within(card).getByText('from 120 BDT / hour · 900 BDT / day')).toBeInTheDocument();
  });

  it('below the screen (home), loads no picture at once and none ahead of the page’s others', async () => {
    const bikes = Array.from({ length: 5 }, (_, i) => makeBike({ name: `Bike no. ${i + 1}` }));
    renderWithApp(<BikeGrid bikes={bikes} eagerImages={0} />);
    const pictures = await screen.findAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(Array(5).fill('lazy'));
    expect(pictures.filter((img) => img.getAttribute('fetchpriority') === 'high')).toEqual([]);
  });

  it('shows the cards in Bangla, the bikes’ names, brands and models as they are', async () => {
    await inBangla();
    const bikes = [
      makeBike({ name: 'FZS V3', cc: 149, year: 2023, pricePerHour: 1250 }),
      makeBike({ name: 'R15 V4', model: 'R15', isAvailable: false }),
    ];
    const { container } = renderWithApp(<BikeGrid bikes={bikes} note="আপনার বেছে নেওয়া সময়ে ফাঁকা" />);
    const fzs = (await screen.findByRole('heading', { name: 'FZS V3' })).closest('article') as HTMLElement;
    expect(within(fzs).getByText('Yamaha · FZS V3 · ১৪৯ সিসি · ২০২৩')).toBeInTheDocument();
    expect(within(fzs).getByText('ঘণ্টায় ১,২৫০৳ থেকে · দিনে ১০,০০০৳')).toBeInTheDocument();
    expect(within(fzs).getByRole('link', { name: 'বিস্তারিত দেখুন: FZS V3' })).toHaveAttribute(
      'href',
      `/allbikes/${bikes[0]?._id}`,
    );
    expect(within(fzs).getByRole('link', { name: 'বুকিং করা যাবে: FZS V3' })).toBeInTheDocument();
    const r15 = screen.getByRole('heading', { name: 'R15 V4' }).closest('article') as HTMLElement;
    expect(within(r15).getByRole('button', { name: 'এখন বুকিং করা যাবে না' })).toBeDisabled();
    expect(englishLeftIn(container, ['Yamaha', 'FZS V3', 'R15 V4'])).toEqual([]);
  });
});
