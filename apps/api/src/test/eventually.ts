/**
 * Checks `check` until it passes, for up to `ms`: for what another server process (or the database's
 * notification to this one) makes true a moment later. A check that still fails at the end fails the test.
 */
export async function eventually(check: () => Promise<void>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
