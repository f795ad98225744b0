import { expect, test as setup } from '@playwright/test';
import { adminAuth } from './support/signed-in-flows.ts';

/**
 * The end-to-end shop charges the same on every day of the week: the demo data's weekend and dated price
 * rules are switched off before any test runs, so the amounts the tests check do not depend on the weekday
 * CI happens to run on. A test about rules makes its own, for dates no other test books.
 */
setup('the demo price rules are off', async ({ request }) => {
  const headers = await adminAuth(request);
  const listed = await request.get('/api/price-rules', { headers });
  expect(listed.status(), await listed.text()).toBe(200);
  const rules = ((await listed.json()) as { data: { _id: string; active: boolean }[] }).data;
  for (const rule of rules.filter((r) => r.active)) {
    const res = await request.put(`/api/price-rules/${rule._id}`, { headers, data: { active: false } });
    expect(res.status(), await res.text()).toBe(200);
  }
});
