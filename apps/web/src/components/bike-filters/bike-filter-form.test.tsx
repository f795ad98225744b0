import { EMPTY_BIKE_FILTERS } from '@bond/contract/bike-filters';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../test/i18n.ts';
import { BikeFilterForm } from './bike-filter-form.tsx';

const allBikes = [
  { brand: 'Yamaha', model: 'FZS' },
  { brand: 'Honda', model: 'Livo 110' },
  { brand: 'yamaha', model: 'R15' },
];

function renderForm(props: Partial<Parameters<typeof BikeFilterForm>[0]> = {}) {
  const onChange = vi.fn();
  const onClear = vi.fn();
  render(
    <BikeFilterForm
      state={{ filters: EMPTY_BIKE_FILTERS, query: {}, setFilter: onChange, clearFilters: onClear }}
      allBikes={allBikes}
      matchingBikes={allBikes.slice(0, 1)}
      className="grid"
      {...props}
    />,
  );
  return { onChange, onClear };
}

describe('BikeFilterForm', () => {
  it('offers brands from every bike and models from the matching ones', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    const brands = await screen.findByRole('listbox');
    expect(
      within(brands)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Yamaha', 'Honda']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Model' }));
    const models = await screen.findByRole('listbox');
    expect(
      within(models)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['FZS']);
  });

  it('reports each change by the filter it sets, and Clear Filters', async () => {
    const user = userEvent.setup();
    const { onChange, onClear } = renderForm({ withName: true, role: 'search' });
    const form = screen.getByRole('search', { name: 'Bike filters' });
    await user.type(within(form).getByRole('searchbox', { name: 'Search by name' }), 'R');
    expect(onChange).toHaveBeenCalledWith('searchByName', 'R');
    await user.click(screen.getByRole('combobox', { name: 'Availability' }));
    await user.click(await screen.findByRole('option', { name: 'Not Available' }));
    expect(onChange).toHaveBeenCalledWith('searchByAvailability', 'Not Available');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('speaks Bangla and still reports the spec’s availability values', async () => {
    await inBangla();
    const user = userEvent.setup();
    const { onChange, onClear } = renderForm({ withName: true, role: 'search' });
    const form = screen.getByRole('search', { name: 'বাইক ফিল্টার' });
    expect(within(form).getByRole('searchbox', { name: 'নাম দিয়ে খুঁজুন' })).toHaveAttribute(
      'placeholder',
      'নাম দিয়ে খুঁজুন',
    );
    expect(within(form).getByRole('combobox', { name: 'মডেল' })).toHaveTextContent('মডেল বেছে নিন');
    expect(englishLeftIn(form)).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'বুকিং' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['বুকিং করা যাবে', 'বুকিং করা যাবে না']);
    await user.click(screen.getByRole('option', { name: 'বুকিং করা যাবে' }));
    expect(onChange).toHaveBeenCalledWith('searchByAvailability', 'Available');
    await user.click(screen.getByRole('button', { name: 'ফিল্টার মুছুন' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('has no name box unless asked, and says when there is no brand to choose', async () => {
    const user = userEvent.setup();
    renderForm({ allBikes: [], matchingBikes: [] });
    expect(screen.getByRole('form', { name: 'Bike filters' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    expect(await screen.findByRole('option', { name: 'No Brands Available' })).toHaveAttribute('aria-disabled', 'true');
  });
});
