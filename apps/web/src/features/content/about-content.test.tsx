import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutContent } from './about-content.tsx';

describe('AboutContent', () => {
  it('shows every section of the About page, in order, with tappable phone numbers', () => {
    render(<AboutContent />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our Mission',
      'Our Vision',
      'Meet Our Team',
      'Our History',
      'Milestones',
      'Contact Information',
      'Our Location',
    ]);
    const contacts = screen.getByText('Contact Information').parentElement as HTMLElement;
    expect(within(contacts).getByRole('link', { name: '+880 1913-482506' })).toHaveAttribute(
      'href',
      'tel:+8801913482506',
    );
    expect(within(contacts).getByRole('link', { name: '08000-266324' })).toHaveAttribute('href', 'tel:08000266324');
    expect(within(contacts).getByText('+880 2 41060228')).toBeInTheDocument();
  });
});
