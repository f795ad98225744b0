import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markPageAsTheApps } from '../../lib/use-hydrated.ts';
import { bikesHandler, makeBike, mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { HomePage } from './home.tsx';

/** A page scrolled nowhere: no section ever comes near the screen. */
class NeverNear {
  observe() {}
  disconnect() {}
}

describe('HomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rendered by the browser itself (a visit from another page), asks for every section at once', async () => {
    vi.stubGlobal('IntersectionObserver', NeverNear);
    mockApi({ 'GET /api/bikes': bikesHandler([makeBike({ name: 'FZS V3' })]) });
    markPageAsTheApps();
    renderWithApp(<HomePage />);
    for (const name of ['Offers To Grab Right Now !', 'Coupons & Discounts', 'Why Choose Us', 'Blogs'])
      expect(await screen.findByRole('heading', { name }), name).toBeInTheDocument();
  });
});
