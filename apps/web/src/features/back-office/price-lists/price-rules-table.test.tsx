import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PriceRulesTable } from './price-rules-table.tsx';
import { listOf, makeRule, refusal, saved } from '../../../test/price-lists.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

const eid = () =>
  makeRule({
    name: { en: 'Eid offer', bn: 'ঈদ অফার' },
    kind: 'dates',
    from: '2026-03-19',
    to: '2026-03-22',
    percent: -10,
  });

describe('PriceRulesTable', { timeout: 15_000 }, () => {
  it('lists every rule with both names, kind, days, signed percentage and state', async () => {
    mockApi({
      'GET /api/price-rules': listOf([
        makeRule(),
        eid(),
        makeRule({ name: { en: 'Old', bn: 'পুরোনো' }, active: false }),
      ]),
    });
    renderWithApp(<PriceRulesTable />);
    const table = await screen.findByRole('table', { name: 'Price rules' });
    for (const header of ['Name', 'Kind', 'Days', 'Percent', 'State', 'Manage']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const weekend = rowOf('Weekend');
    expect(within(weekend).getByText('Weekend (Friday and Saturday)')).toBeInTheDocument();
    expect(within(weekend).getByText('Every weekend')).toBeInTheDocument();
    expect(within(weekend).getByText('+20%')).toBeInTheDocument();
    const offer = rowOf('Eid offer');
    expect(within(offer).getByText('Dates')).toBeInTheDocument();
    expect(within(offer).getByText('19 March 2026 to 22 March 2026')).toBeInTheDocument();
    expect(within(offer).getByText('−10%')).toBeInTheDocument();
    expect(within(rowOf('Old')).getByText('Switched off')).toBeInTheDocument();
  });

  it('adds a weekend rule without days, and asks a dates rule for its days', async () => {
    const { calls } = mockApi({
      'GET /api/price-rules': listOf([]),
      'POST /api/price-rules': ({ body }) => saved('Price rule added successfully', makeRule(body as object), 201),
    });
    const user = userEvent.setup();
    renderWithApp(<PriceRulesTable />);
    await user.click(await screen.findByRole('button', { name: 'Add price rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add price rule' });
    await user.type(within(dialog).getByLabelText('Name in English'), 'Friday rush');
    await user.type(within(dialog).getByLabelText('Name in Bangla'), 'শুক্রবারের ভিড়');
    await user.type(within(dialog).getByLabelText('Percent'), '0');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Dates');
    expect(within(dialog).getByLabelText('First day')).toHaveAccessibleDescription(/Both needed/);
    await user.click(within(dialog).getByRole('button', { name: 'Add price rule' }));
    expect(
      await within(dialog).findByText('Percent must not be 0: a rule adds to the price or takes off it'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('A dates rule needs its first and last day (from and to)')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Weekend (Friday and Saturday)');
    const percent = within(dialog).getByLabelText('Percent');
    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Add price rule' }));
    expect(await screen.findByText('Price rule added successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: { en: 'Friday rush', bn: 'শুক্রবারের ভিড়' },
      kind: 'weekend',
      from: null,
      to: null,
      percent: 15,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Friday rush')).getByText('+15%')).toBeInTheDocument();
  });

  it("changes a rule's days, sending only them, and shows the server's refusal at its field", async () => {
    const offer = eid();
    const outOfOrder = 'to must be the same day as from or later';
    const { calls } = mockApi({
      'GET /api/price-rules': listOf([offer]),
      [`PUT /api/price-rules/${offer._id}`]: () => refusal('VALIDATION_FAILED', [{ path: 'to', message: outOfOrder }]),
    });
    const user = userEvent.setup();
    renderWithApp(<PriceRulesTable />);
    await user.click(await screen.findByRole('button', { name: 'Change Eid offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change price rule' });
    expect(within(dialog).getByLabelText('Kind')).toHaveValue('dates');
    expect(within(dialog).getByLabelText('Percent')).toHaveValue('-10');
    const last = within(dialog).getByLabelText('Last day');
    await user.clear(last);
    await user.type(last, '2026-03-25');
    await user.click(within(dialog).getByRole('button', { name: 'Change price rule' }));
    await waitFor(() => expect(last).toHaveAccessibleDescription(outOfOrder));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ to: '2026-03-25' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches a rule off with active: false', async () => {
    const weekend = makeRule();
    const { calls } = mockApi({
      'GET /api/price-rules': listOf([weekend]),
      [`PUT /api/price-rules/${weekend._id}`]: ({ body }) =>
        saved('Price rule updated successfully', { ...weekend, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderWithApp(<PriceRulesTable />);
    await user.click(await screen.findByRole('button', { name: 'Switch off Weekend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off Weekend?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await within(rowOf('Weekend')).findByText('Switched off')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false });
  });
});

describe('PriceRulesTable in Bangla', { timeout: 15_000 }, () => {
  it('shows the rules, their days and percentages in Bangla', async () => {
    await inBangla();
    mockApi({ 'GET /api/price-rules': listOf([makeRule(), eid()]) });
    const user = userEvent.setup();
    const { container } = renderWithApp(<PriceRulesTable />);
    await screen.findByRole('table', { name: 'দামের নিয়ম' });
    expect(within(rowOf('Eid offer')).getByText('১৯ মার্চ, ২০২৬ থেকে ২২ মার্চ, ২০২৬')).toBeInTheDocument();
    expect(within(rowOf('Eid offer')).getByText('−১০%')).toBeInTheDocument();
    expect(within(rowOf('Weekend')).getByText('প্রতি সাপ্তাহিক ছুটিতে')).toBeInTheDocument();
    expect(englishLeftIn(container, ['Weekend', 'Eid offer'])).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'দামের নিয়ম যোগ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'দামের নিয়ম যোগ করুন' });
    await user.click(within(dialog).getByRole('button', { name: 'দামের নিয়ম যোগ করুন' }));
    expect(await within(dialog).findByText('শতাংশ দিতে হবে')).toBeInTheDocument();
    expect(englishLeftIn(dialog)).toEqual([]);
  });
});
