import type { PublicClosure } from '@bond/contract/closures';
import { say } from '@bond/contract/say';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import { useNow } from '../../lib/use-now.ts';
import { useGetUpcomingClosuresQuery } from '../../components/closures/api.ts';

/** How many days ahead of a closure the pages begin to announce it. */
export const CLOSURE_BANNER_DAYS = 14;
const DAY = 24 * 60 * 60_000;
/** How often the banner looks at the clock again (a closure begins or ends while a page stays open). */
const CLOCK_MS = 60_000;

/** The closure to announce at `now`: one on now, or the soonest that begins within CLOSURE_BANNER_DAYS. */
export function closureToAnnounce(closures: readonly PublicClosure[], now: Date): PublicClosure | undefined {
  return closures.find(
    (c) => new Date(c.end) > now && new Date(c.start).getTime() - now.getTime() <= CLOSURE_BANNER_DAYS * DAY,
  );
}

/**
 * The banner every page shows before and during a closure of the shop (docs/product/fleet-calendar.md#screens):
 * from when to when in Dhaka time and why, in the page's language; nothing when no closure is near.
 */
export function ClosureBanner() {
  const { t } = useTranslation('closures');
  const { language } = useFormat();
  const now = useNow(CLOCK_MS);
  const { data } = useGetUpcomingClosuresQuery();
  const closure = data ? closureToAnnounce(data, now) : undefined;
  if (!closure) return null;
  const period = say(language, 'shopPeriod', {
    period: { start: new Date(closure.start), end: new Date(closure.end) },
  });
  const on = new Date(closure.start) <= now;
  return (
    <aside
      aria-label={t('banner.label')}
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 print:hidden"
    >
      <p>
        <strong className="font-semibold">{on ? t('banner.closedNow') : t('banner.closing')}</strong>{' '}
        {t('banner.when', { period, reason: t(`reasons.${closure.reason}`) })}
      </p>
    </aside>
  );
}
