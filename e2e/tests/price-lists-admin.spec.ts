import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, useDarkTheme } from './support/a11y.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/env.ts';
import { logIn, openDashboardPage, rowWith, uniqueTag } from './support/signed-in-flows.ts';

/**
 * The owner's price lists (docs/product/money-and-refunds.md#add-ons-price-rules-and-coupons) on the admin's
 * dashboard. The database is shared with the other test files, which price bookings and show the coupons on
 * offer: each row made here has a code or name of its own, the add-on is switched off again, and the rule
 * and the coupon cover only days long past, so no other test's prices or home page change.
 */

async function openPriceLists(page: Page) {
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin Dashboard');
  await openDashboardPage(page, 'Price Lists');
  await expect(page.getByRole('tablist', { name: 'Price lists' })).toBeVisible();
}

async function openTab(page: Page, name: 'Add-ons' | 'Price rules' | 'Coupons') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('table', { name })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

test.describe('price lists', () => {
  // Each axe scan of a whole dashboard takes seconds on a busy machine; these tests make many.
  test.describe.configure({ timeout: 180_000 });

  test('an add-on is added, changed and switched off; a weekend rule and a coupon are added', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag().toUpperCase();
    const code = `E2E-${tag}`;
    await openPriceLists(page);
    await openTab(page, 'Add-ons');
    await expectAccessible(page, 'Price Lists, add-ons');

    // Add: the form's own checks first, then the add-on.
    await page.getByRole('button', { name: 'Add add-on' }).click();
    const add = page.getByRole('dialog', { name: 'Add add-on' });
    await add.getByRole('button', { name: 'Add add-on' }).click();
    await expect(add.getByText('Price per day is required')).toBeVisible();
    await expectAccessible(page, 'Add add-on dialog with errors');
    await add.getByLabel('Code').fill(code.toLowerCase());
    await add.getByLabel('Name in English').fill(`Rain cape ${tag}`);
    await add.getByLabel('Name in Bangla').fill(`বর্ষাতি ${tag}`);
    await add.getByLabel('Price per day (BDT)').fill('40');
    await add.getByLabel('Stock', { exact: true }).fill('5');
    await add.getByRole('button', { name: 'Add add-on' }).click();
    await expect(add).toBeHidden();
    const row = rowWith(page, code);
    await expect(row.getByText('40 BDT a day')).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();

    // The same code again is the server's refusal, shown at the Code field.
    await page.getByRole('button', { name: 'Add add-on' }).click();
    await add.getByLabel('Code').fill(code);
    await add.getByLabel('Name in English').fill('Twin');
    await add.getByLabel('Name in Bangla').fill('যমজ');
    await add.getByLabel('Price per day (BDT)').fill('10');
    await add.getByLabel('Stock', { exact: true }).fill('1');
    await add.getByRole('button', { name: 'Add add-on' }).click();
    await expect(add.getByLabel('Code')).toHaveAccessibleDescription(/Another add-on already has this code/);
    await expect(add.getByLabel('Code')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    // Change.
    await page.getByRole('button', { name: `Change ${code}` }).click();
    const change = page.getByRole('dialog', { name: 'Change add-on' });
    await expect(change.getByLabel('Name in Bangla')).toHaveValue(`বর্ষাতি ${tag}`);
    await change.getByLabel('Price per day (BDT)').fill('55');
    await change.getByRole('button', { name: 'Change add-on' }).click();
    await expect(change).toBeHidden();
    await expect(row.getByText('55 BDT a day')).toBeVisible();

    // Switch off: the public list no longer offers it, the admin's still has it.
    const offered = async () =>
      ((await (await request.get('/api/add-ons')).json()) as { data: { code: string }[] }).data.map((a) => a.code);
    expect(await offered()).toContain(code);
    await page.getByRole('button', { name: `Switch off ${code}` }).click();
    const off = page.getByRole('dialog', { name: `Switch off ${code}?` });
    await expectAccessible(page, 'Switch off dialog');
    await off.getByRole('button', { name: 'Switch off' }).click();
    await expect(off).toBeHidden();
    await expect(row.getByText('Switched off')).toBeVisible();
    await expect(page.getByRole('button', { name: `Switch on ${code}` })).toBeVisible();
    expect(await offered()).not.toContain(code);

    // A weekend rule: only the weekends of January 2020, so no booking of today is priced by it.
    await openTab(page, 'Price rules');
    await page.getByRole('button', { name: 'Add price rule' }).click();
    const rule = page.getByRole('dialog', { name: 'Add price rule' });
    await expect(rule.getByLabel('Kind')).toHaveValue('weekend');
    await expect(rule.getByLabel('First day')).toHaveAccessibleDescription(/leave both empty for every weekend/);
    await rule.getByLabel('Name in English').fill(`Weekend ${tag}`);
    await rule.getByLabel('Name in Bangla').fill(`সাপ্তাহিক ছুটি ${tag}`);
    await rule.getByLabel('Percent').fill('15');
    await rule.getByLabel('First day').fill('2020-01-01');
    await rule.getByLabel('Last day').fill('2020-01-31');
    await rule.getByRole('button', { name: 'Add price rule' }).click();
    await expect(rule).toBeHidden();
    const ruleRow = rowWith(page, `Weekend ${tag}`);
    await expect(ruleRow.getByText('Weekend (Friday and Saturday)')).toBeVisible();
    await expect(ruleRow.getByText('+15%')).toBeVisible();
    await expectAccessible(page, 'Price Lists, price rules');

    // A coupon: valid only in January 2020, so the home page does not offer it.
    const couponCode = `e2e-${tag.toLowerCase()}`;
    await openTab(page, 'Coupons');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    const coupon = page.getByRole('dialog', { name: 'Add coupon' });
    await coupon.getByLabel('Code').fill(couponCode);
    await coupon.getByLabel('Kind').selectOption({ label: 'Taka off' });
    await coupon.getByLabel('Value').fill('150');
    await coupon.getByLabel('Minimum rental charge (BDT)').fill('1000');
    await coupon.getByLabel('First valid day').fill('2020-01-01');
    await coupon.getByLabel('Last valid day').fill('2020-01-31');
    await coupon.getByLabel('Uses per customer').fill('1');
    await coupon.getByLabel('Details in English').fill('150 BDT off');
    await coupon.getByLabel('Details in Bangla').fill('১৫০ টাকা ছাড়');
    await expectAccessible(page, 'Add coupon dialog');
    await coupon.getByRole('button', { name: 'Add coupon' }).click();
    await expect(coupon).toBeHidden();
    const couponRow = rowWith(page, couponCode);
    await expect(couponRow.getByText('150 BDT off')).toBeVisible();
    await expect(couponRow.getByText('Rental charge at least 1,000 BDT')).toBeVisible();
    await expect(couponRow.getByText('1 per customer')).toBeVisible();
    await expectAccessible(page, 'Price Lists, coupons');
  });

  test.describe('on a 360 px phone in the dark theme', () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('every tab and its add dialog fit and pass axe', async ({ page }) => {
      await useDarkTheme(page);
      await openPriceLists(page);
      await expect(page.locator('html')).toHaveClass(/dark/);
      for (const [tab, button] of [
        ['Add-ons', 'Add add-on'],
        ['Price rules', 'Add price rule'],
        ['Coupons', 'Add coupon'],
      ] as const) {
        await openTab(page, tab);
        await expectNoSidewaysScroll(page);
        await expectAccessible(page, `Price Lists, ${tab} (dark, 360 px)`);
        await page.getByRole('button', { name: button }).click();
        const dialog = page.getByRole('dialog', { name: button });
        await dialog.getByRole('button', { name: button }).click();
        await expect(dialog.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
        await expectNoSidewaysScroll(page);
        await expectAccessible(page, `${button} dialog with errors (dark, 360 px)`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  });
});
