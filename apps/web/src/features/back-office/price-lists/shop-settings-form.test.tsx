import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeShopSettings, shopSettingsHandler } from '../../../test/charges-and-settings.ts';
import { englishLeftIn, inBangla } from '../../../test/i18n.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { refusal, saved } from '../../../test/price-lists.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ShopSettingsForm } from './shop-settings-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LABELS = {
  defaultDeposit: 'Default deposit (BDT)',
  lateGraceMinutes: 'Grace before late (minutes)',
  lateMultiplier: 'Late hour multiplier',
  fuelPricePerEighth: 'Fuel price per eighth of a tank (BDT)',
  handoverEarliestMinutes: 'Earliest handover (minutes before the start)',
  serviceEveryKm: 'Service every (km)',
  serviceEveryDays: 'Service every (days)',
};

/** PUT /api/shop-settings answering with the settings as they are after the change, kept for the next one. */
function putHandler(settings = makeShopSettings()) {
  let current = settings;
  return ({ body }: { body: unknown }) => {
    current = { ...current, ...(body as object) };
    return saved('Shop settings updated successfully', current);
  };
}

describe('ShopSettingsForm', { timeout: 15_000 }, () => {
  it('shows the seven settings, each with what it means', async () => {
    mockApi({ 'GET /api/shop-settings': shopSettingsHandler(makeShopSettings({ lateMultiplier: 1.25 })) });
    renderWithApp(<ShopSettingsForm />);
    const deposit = await screen.findByLabelText(LABELS.defaultDeposit);
    expect(deposit).toHaveValue('2000');
    expect(deposit).toHaveAccessibleDescription(
      'What a bike added without its own deposit gets; bikes already listed keep theirs. 0 to 100,000 BDT.',
    );
    expect(screen.getByLabelText(LABELS.lateGraceMinutes)).toHaveValue('15');
    expect(screen.getByLabelText(LABELS.lateGraceMinutes)).toHaveAccessibleDescription(/0 to 1,440\.$/);
    expect(screen.getByLabelText(LABELS.lateMultiplier)).toHaveValue('1.25');
    expect(screen.getByLabelText(LABELS.lateMultiplier)).toHaveAccessibleDescription(
      'Each started hour late costs the bike’s hourly price times this (1.5: one and a half times). 1 to 5, at most 2 decimal places.',
    );
    expect(screen.getByLabelText(LABELS.fuelPricePerEighth)).toHaveValue('60');
    expect(screen.getByLabelText(LABELS.handoverEarliestMinutes)).toHaveValue('30');
    expect(screen.getByLabelText(LABELS.serviceEveryKm)).toHaveValue('2000');
    expect(screen.getByLabelText(LABELS.serviceEveryKm)).toHaveAccessibleDescription(/100 to 100,000\.$/);
    expect(screen.getByLabelText(LABELS.serviceEveryDays)).toHaveValue('90');
    expect(screen.getByLabelText(LABELS.serviceEveryDays)).toHaveAccessibleDescription(
      'Or this many days after its last one, whichever comes first. 1 to 3,650.',
    );
  });

  it('saves the distance between services, checked as the server checks it', async () => {
    const { calls } = mockApi({
      'GET /api/shop-settings': shopSettingsHandler(),
      'PUT /api/shop-settings': putHandler(),
    });
    const user = userEvent.setup();
    renderWithApp(<ShopSettingsForm />);
    const km = await screen.findByLabelText(LABELS.serviceEveryKm);
    await user.clear(km);
    await user.type(km, '50');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Service every km must be at least 100')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.clear(km);
    await user.type(km, '3000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ serviceEveryKm: 3000 }));
  });

  it('saves a changed setting with PUT, sending only that one, and says so in a toast', async () => {
    const { calls } = mockApi({
      'GET /api/shop-settings': shopSettingsHandler(),
      'PUT /api/shop-settings': putHandler(),
    });
    const user = userEvent.setup();
    renderWithApp(<ShopSettingsForm />);
    const multiplier = await screen.findByLabelText(LABELS.lateMultiplier);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing has changed.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(multiplier);
    await user.type(multiplier, '1.75');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Shop settings updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ lateMultiplier: 1.75 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The saved value is the form's new start: saving again with another change sends that one alone.
    const grace = screen.getByLabelText(LABELS.lateGraceMinutes);
    await user.clear(grace);
    await user.type(grace, '20');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ lateGraceMinutes: 20 });
    expect(multiplier).toHaveValue('1.75');
  });

  it('checks the values first, with the same words as the server', async () => {
    const { calls } = mockApi({ 'GET /api/shop-settings': shopSettingsHandler() });
    const user = userEvent.setup();
    renderWithApp(<ShopSettingsForm />);
    const multiplier = await screen.findByLabelText(LABELS.lateMultiplier);
    await user.clear(multiplier);
    await user.type(multiplier, '1.255');
    const deposit = screen.getByLabelText(LABELS.defaultDeposit);
    await user.clear(deposit);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Late multiplier may have at most 2 decimal places')).toBeInTheDocument();
    expect(screen.getByText('Default deposit is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's refusal at the setting it names", async () => {
    const refused = 'Fuel price per eighth must be at most 100000';
    mockApi({
      'GET /api/shop-settings': shopSettingsHandler(),
      'PUT /api/shop-settings': () => refusal('VALIDATION_FAILED', [{ path: 'fuelPricePerEighth', message: refused }]),
    });
    const user = userEvent.setup();
    renderWithApp(<ShopSettingsForm />);
    const fuel = await screen.findByLabelText(LABELS.fuelPricePerEighth);
    await user.clear(fuel);
    await user.type(fuel, '75');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fuel).toHaveAccessibleDescription(expect.stringContaining(refused)));
    expect(fuel).toHaveAttribute('aria-invalid', 'true');
    expect(fuel).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refusal that names no setting above the button', async () => {
    const forbidden = 'Only an admin can change the shop settings';
    mockApi({
      'GET /api/shop-settings': shopSettingsHandler(),
      'PUT /api/shop-settings': () => refusal('FORBIDDEN', [{ path: '', message: forbidden }], 403),
    });
    const user = userEvent.setup();
    renderWithApp(<ShopSettingsForm />);
    const deposit = await screen.findByLabelText(LABELS.defaultDeposit);
    await user.clear(deposit);
    await user.type(deposit, '2500');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(forbidden);
  });
});

describe('ShopSettingsForm in Bangla', { timeout: 15_000 }, () => {
  it('shows the settings, their hints and its own checks in Bangla, numbers in Bengali digits', async () => {
    await inBangla();
    mockApi({ 'GET /api/shop-settings': shopSettingsHandler() });
    const user = userEvent.setup();
    const { container } = renderWithApp(<ShopSettingsForm />);
    const deposit = await screen.findByLabelText('ডিফল্ট জামানত (টাকা)');
    expect(deposit).toHaveAccessibleDescription(/০ থেকে ১,০০,০০০৳।$/);
    expect(screen.getByLabelText('দেরির প্রতি ঘণ্টার গুণক')).toHaveAccessibleDescription(/\(১\.৫ মানে দেড় গুণ\)/);
    expect(englishLeftIn(container)).toEqual([]);

    await user.clear(deposit);
    await user.click(screen.getByRole('button', { name: 'সেটিংস সংরক্ষণ করুন' }));
    expect(await screen.findByText('ডিফল্ট জামানত দিতে হবে')).toBeInTheDocument();
    expect(within(container).queryByRole('alert')).not.toBeInTheDocument();
  });
});
