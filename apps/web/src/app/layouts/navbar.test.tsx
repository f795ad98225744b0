import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBangla } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { Navbar } from './navbar.tsx';

describe('the navbar in two languages', () => {
  it('shows the spec’s English and offers Bangla by a link to the same page under /bn', () => {
    renderWithApp(<Navbar />, { route: '/allbikes?q=honda', path: '/allbikes' });
    expect(screen.getByRole('link', { name: 'All Bikes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now !' })).toBeInTheDocument();
    const bangla = screen.getByRole('link', { name: 'বাংলা (Bangla)' });
    expect(bangla).toHaveAttribute('href', '/bn/allbikes?q=honda&lang=bn');
    expect(bangla).toHaveAttribute('hreflang', 'bn');
  });

  it('speaks Bangla on a Bangla page and remembers the switch back to English', async () => {
    await inBangla();
    renderWithApp(<Navbar />, { route: '/about', path: '/about' });
    expect(screen.getByRole('link', { name: 'সব বাইক' })).toBeInTheDocument();
    const english = screen.getByRole('link', { name: 'English (ইংরেজি)' });
    expect(english).toHaveAttribute('href', '/about?lang=en');
    english.addEventListener('click', (event) => event.preventDefault());
    english.click();
    expect(document.cookie).toContain('lang=en');
  });
});
