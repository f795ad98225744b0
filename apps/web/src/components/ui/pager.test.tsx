import { render, renderHook, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { Pager, countOf, pageSummary, usePage } from './pager.tsx';

const CUSTOMERS = ['customer', 'customers'] as const;

/** A pager over a list of `total` rows, keeping its page like a screen does. */
function Paged({ total, pageSize = 50, start = 1 }: { total: number; pageSize?: number; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <>
      <p>Showing page {page}</p>
      <Pager
        label="Customer pages"
        page={page}
        meta={{ total, pageCount: Math.max(1, Math.ceil(total / pageSize)) }}
        noun={CUSTOMERS}
        onPage={setPage}
      />
    </>
  );
}

describe('Pager', () => {
  it('says where the page is and how many rows there are in all', () => {
    expect(pageSummary(2, { total: 312, pageCount: 7 }, CUSTOMERS)).toBe('Page 2 of 7 · 312 customers');
    expect(countOf(1, CUSTOMERS)).toBe('1 customer');
    expect(countOf(1250, ['rental', 'rentals'])).toBe('1,250 rentals');
  });

  it('is a labelled navigation whose buttons are disabled at the ends', async () => {
    const user = userEvent.setup();
    render(<Paged total={312} />);
    const nav = screen.getByRole('navigation', { name: 'Customer pages' });
    expect(nav).toHaveTextContent('Page 1 of 7 · 312 customers');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByText('Showing page 2')).toBeInTheDocument();
    expect(nav).toHaveTextContent('Page 2 of 7 · 312 customers');
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(nav).toHaveTextContent('Page 1 of 7');
  });

  it('moves the keyboard to the other button when the one pressed reaches its end', async () => {
    const user = userEvent.setup();
    render(<Paged total={120} start={2} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });

    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Showing page 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByText('Showing page 2')).toBeInTheDocument();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('announces the new page politely', () => {
    render(<Paged total={120} />);
    const summary = screen.getByText('Page 1 of 3 · 120 customers');
    expect(summary).toHaveAttribute('aria-live', 'polite');
  });

  it('shows nothing for a list of one page or none', () => {
    const { rerender } = render(<Paged total={3} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Paged total={0} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('goes back to the last page when the page shown is past the end (rows were removed)', () => {
    const onPage = vi.fn();
    render(<Pager label="Pages" page={5} meta={{ total: 120, pageCount: 3 }} noun={CUSTOMERS} onPage={onPage} />);
    expect(onPage).toHaveBeenCalledWith(3);
    expect(screen.getByText('Page 3 of 3 · 120 customers')).toBeInTheDocument();
  });
});

describe('Pager in Bangla', () => {
  it('says where the page is in Bangla, with Bengali digits and the caller’s noun', async () => {
    await inBangla();
    const noun = ['গ্রাহক', 'গ্রাহক'] as const;
    expect(pageSummary(2, { total: 1250, pageCount: 7 }, noun, 'bn')).toBe('পেজ ২ / ৭ · ১,২৫০ গ্রাহক');
    expect(countOf(1, noun, 'bn')).toBe('১ গ্রাহক');
    const { container } = render(
      <Pager label="গ্রাহকের পাতা" page={1} meta={{ total: 312, pageCount: 7 }} noun={noun} onPage={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'পরের পেজ' })).toHaveTextContent('পরের');
    expect(screen.getByRole('button', { name: 'আগের পেজ' })).toBeDisabled();
    expect(screen.getByText('পেজ ১ / ৭ · ৩১২ গ্রাহক')).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
  });
});

describe('usePage', () => {
  it('starts at page 1 and goes back to it when the filters change', () => {
    const { result, rerender } = renderHook(({ key }) => usePage(key), { initialProps: { key: '' } });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](4));
    expect(result.current[0]).toBe(4);
    rerender({ key: 'rina' });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](0));
    expect(result.current[0]).toBe(1);
  });
});
