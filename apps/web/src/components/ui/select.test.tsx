import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const options = [
  { value: 'Yamaha', label: 'Yamaha' },
  { value: 'Honda', label: 'Honda' },
];

/** A fresh copy of the module for each test: the dropdown code is loaded once per page. */
async function renderSelect(value = '') {
  const { Select } = await import('./select.tsx');
  const onValueChange = vi.fn();
  render(
    <Select
      label="Brand"
      placeholder="Filter by brand"
      value={value}
      onValueChange={onValueChange}
      options={options}
    />,
  );
  return { onValueChange };
}

beforeEach(() => {
  vi.resetModules();
});

describe('Select', () => {
  it('stands in with the same role, name and text until it is first opened', async () => {
    await renderSelect();
    const trigger = screen.getByRole('combobox', { name: 'Brand' });
    expect(trigger).toHaveTextContent('Filter by brand');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the chosen option’s label', async () => {
    await renderSelect('Honda');
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveTextContent('Honda');
  });

  it('opens the real dropdown on a click and reports the choice', async () => {
    const user = userEvent.setup();
    const { onValueChange } = await renderSelect();
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'Honda' }));
    expect(onValueChange).toHaveBeenCalledWith('Honda');
  });

  it('opens from the keyboard: Tab to it, then an arrow key', async () => {
    const user = userEvent.setup();
    const { onValueChange } = await renderSelect();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalled();
    // Closed again, the real trigger has the focus.
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveFocus();
  });

  it('opens with Enter as a button does', async () => {
    const user = userEvent.setup();
    await renderSelect();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});
