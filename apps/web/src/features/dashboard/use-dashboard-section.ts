import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

type SectionState = { dashboardSection?: unknown } | null;

/** The history state that opens a dashboard page: a link back to `/dashboard` carries it. */
export function dashboardSectionState(id: string): SectionState {
  return { dashboardSection: id };
}

/**
 * Which dashboard page is open. It lives in the history entry (the address stays /dashboard), so Back
 * and Forward move between pages and a reload keeps the page. Opening a page also drops a query string.
 */
export function useDashboardSection<Id extends string>(ids: readonly Id[], fallback: Id) {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as SectionState)?.dashboardSection;
  const active = ids.find((id) => id === requested) ?? fallback;
  const { pathname } = location;

  const open = useCallback(
    (id: Id, options: { replace?: boolean } = {}) => {
      void navigate({ pathname, search: '' }, { state: dashboardSectionState(id), replace: options.replace ?? false });
    },
    [navigate, pathname],
  );

  return [active, open] as const;
}
