import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bikesHandler, makeBike, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FeaturedBikes, pickFeaturedBikes } from './featured-bikes.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Featured Bikes', () => {
  it('picks the last five available bikes', () => {
    const bikes = Array.from({ length: 9 }, (_, i) => makeBike({ name: `B${i}`, isAvailable: i !== 7 }));
    expect(pickFeaturedBikes(bikes).map((b) => b.name)).toEqual(['B3', 'B4', 'B5', 'B6', 'B8']);
  });

  it('shows a spinner, then the cards', async () => {
    mockApi({
      'GET /api/bikes': bikesHandler([
        makeBike({ name: 'Gixxer SF' }),
        makeBike({ name: 'MT-15', isAvailable: false }),
      ]),
    });
    renderWithApp(<FeaturedBikes />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading featured bikes…');
    expect(await screen.findByRole('heading', { name: 'Gixxer SF' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'MT-15' })).not.toBeInTheDocument();
  });

  it("says 'Bikes Will be Added Soon' when there is no bike", async () => {
    mockApi({ 'GET /api/bikes': bikesHandler([]) });
    renderWithApp(<FeaturedBikes />);
    expect(await screen.findByText('Bikes Will be Added Soon')).toBeInTheDocument();
  });
});
