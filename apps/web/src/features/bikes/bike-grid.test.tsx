import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
