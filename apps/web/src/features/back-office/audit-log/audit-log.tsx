import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@bond/contract/audit';
import { MAX_PAGE_SIZE } from '@bond/contract/common';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { PagedTable } from '../../../components/ui/paged-table.tsx';
import { NativeSelectField } from '../../../components/ui/native-select.tsx';
import { usePage } from '../../../components/ui/pager.tsx';
import { useFormat, type Formatters } from '../../../i18n/format.ts';
import { useGetAuditLogQuery, useGetUsersQuery } from '../api.ts';
import {
  NO_AUDIT_FILTERS,
  OTHER_ADMIN,
  auditActionName,
  auditChanges,
  auditFilterErrors,
  auditQuery,
  auditSubjectName,
  changeText,
  isFiltered,
  subjectText,
  type AuditFilters,
} from './audit-log.ts';

export const AUDIT_PAGE_SIZE = 20;

const columnsIn = (t: TFunction<'admin'>, f: Formatters): Column<AuditEntry>[] => [
  { header: t('audit.columns.when'), cell: (e) => f.time(e.at), className: 'whitespace-nowrap' },
  {
    header: t('audit.columns.admin'),
    cell: (e) =>
      e.actor ? (
        <span className="flex flex-col">
          <span className="font-semibold">{e.actor.name}</span>
          <span className="text-xs break-all text-slate-600 dark:text-slate-300">{e.actor.email}</span>
        </span>
      ) : (
        <span className="italic">{t('audit.timedJob')}</span>
      ),
  },
  { header: t('audit.columns.action'), cell: (e) => auditActionName(e.action, f.language) },
  {
    header: t('audit.columns.subject'),
    cell: (e) => (
      <span className="flex flex-col">
        <span className="break-words">{subjectText(e.subject, f.language)}</span>
        <span className="text-xs text-slate-600 dark:text-slate-300">
          {auditSubjectName(e.subject.type, f.language)}
        </span>
      </span>
    ),
  },
  {
    header: t('audit.columns.clientAddress'),
    cell: (e) => <span className="font-mono text-xs break-all">{e.clientAddress}</span>,
  },
  {
    header: t('audit.columns.change'),
    cell: (e) => {
      const changes = auditChanges(e, f);
      if (changes.length === 0) return '—';
      return (
        <ul className="space-y-0.5">
          {changes.map((change) => (
            <li key={change.field} className="break-words">
              {changeText(change, f.language)}
            </li>
          ))}
        </ul>
      );
    },
    className: 'min-w-56',
  },
];

/**
 * The admins the Admin filter offers: the admins among the first 200 accounts (the API has no role filter;
 * admins are few and usually the oldest accounts), any other admin seen in the log, and the one chosen.
 */
function useAdminChoices(entries: readonly AuditEntry[] | undefined, chosen: string) {
  const { t } = useTranslation('admin');
  const { data } = useGetUsersQuery({ page: 1, pageSize: MAX_PAGE_SIZE });
  return useMemo(() => {
    const admins = new Map<string, string>();
    for (const user of data?.data ?? []) {
      if (user.role === 'admin') admins.set(user._id, `${user.name} (${user.email})`);
    }
    for (const entry of entries ?? []) {
      const { actor } = entry;
      if (actor && !admins.has(actor._id)) admins.set(actor._id, `${actor.name} (${actor.email})`);
    }
    if (chosen && chosen !== OTHER_ADMIN && !admins.has(chosen))
      admins.set(chosen, t('audit.adminShort', { id: chosen.slice(0, 8) }));
    return [...admins].map(([id, label]) => ({ id, label }));
  }, [data, entries, chosen, t]);
}

/**
 * Audit Log (docs/product/money-and-refunds.md#audit-log): every admin action that changed money, a rental, a bike or an account, newest first, a
 * page at a time: when (Dhaka time), which admin from which address, what was done to what, and each field
 * as it was and as it became. Filtered by Dhaka days, action and admin; the log is asked again only once
 * the filters make sense.
 */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const columns = useMemo(() => columnsIn(t, f), [t, f]);
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = usePage(JSON.stringify(applied));
  const errors = auditFilterErrors(draft, f.language);
  const log = useGetAuditLogQuery(auditQuery(applied, page, AUDIT_PAGE_SIZE), { refetchOnMountOrArgChange: true });
  const admins = useAdminChoices(log.data?.data, draft.admin);

  const update = (change: Partial<AuditFilters>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (Object.keys(auditFilterErrors(next, f.language)).length === 0) setApplied(next);
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('audit.intro')}</p>
      <form
        aria-label={t('audit.filters')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          type="date"
          label={t('audit.from')}
          value={draft.from}
          onChange={(e) => update({ from: e.target.value })}
        />
        <TextField
          type="date"
          label={t('audit.to')}
          value={draft.to}
          min={draft.from || undefined}
          error={errors.to}
          onChange={(e) => update({ to: e.target.value })}
        />
        <NativeSelectField
          label={t('audit.action')}
          value={draft.action}
          onChange={(value) => update({ action: value as AuditAction | '' })}
        >
          <option value="">{t('audit.allActions')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {auditActionName(action, f.language)}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField label={t('audit.admin')} value={draft.admin} onChange={(value) => update({ admin: value })}>
          <option value="">{t('audit.allAdmins')}</option>
          {admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.label}
            </option>
          ))}
          <option value={OTHER_ADMIN}>{t('audit.otherAdmin')}</option>
        </NativeSelectField>
        {draft.admin === OTHER_ADMIN ? (
          <div className="sm:col-span-2">
            <TextField
              label={t('audit.adminId')}
              value={draft.adminId}
              autoComplete="off"
              spellCheck={false}
              error={errors.adminId}
              onChange={(e) => update({ adminId: e.target.value })}
            />
          </div>
        ) : null}
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
          <Button
            variant="outline"
            size="sm"
            disabled={JSON.stringify(draft) === JSON.stringify(NO_AUDIT_FILTERS)}
            onClick={() => {
              setDraft(NO_AUDIT_FILTERS);
              setApplied(NO_AUDIT_FILTERS);
            }}
          >
            {t('audit.clear')}
          </Button>
          <Button variant="outline" size="sm" disabled={log.isFetching} onClick={() => void log.refetch()}>
            {t('audit.refresh')}
          </Button>
        </div>
      </form>
      <PagedTable
        query={log}
        loadingLabel={t('audit.loading')}
        caption={t('audit.table')}
        columns={columns}
        rowKey={(e) => e._id}
        emptyText={isFiltered(applied) ? t('audit.noMatch') : t('audit.empty')}
        page={page}
        onPage={setPage}
        pagerLabel={t('audit.pager')}
        noun={[t('audit.nounOne'), t('audit.nounOther')]}
      />
    </div>
  );
}
