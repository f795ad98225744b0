import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@bond/contract/audit';
import { MAX_PAGE_SIZE } from '@bond/contract/common';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { NativeSelectField } from '../../components/ui/native-select.tsx';
import { Pager, usePage } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatTime } from '../../lib/time.ts';
import { useGetAuditLogQuery, useGetUsersQuery } from './api.ts';
import {
  AUDIT_ACTION_WORDS,
  AUDIT_SUBJECT_WORDS,
  NO_AUDIT_FILTERS,
  OTHER_ADMIN,
  auditChanges,
  auditFilterErrors,
  auditQuery,
  changeText,
  isFiltered,
  subjectText,
  type AuditFilters,
} from './audit-log.ts';

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_TABLE = 'Audit log';
export const NO_AUDIT_ENTRIES = 'No admin actions have been recorded yet.';
export const NO_MATCHING_AUDIT_ENTRIES = 'No admin actions match these filters.';

const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (e) => formatTime(e.at), className: 'whitespace-nowrap' },
  {
    header: 'Admin',
    cell: (e) => (
      <span className="flex flex-col">
        <span className="font-semibold">{e.actor.name}</span>
        <span className="text-xs break-all text-slate-600 dark:text-slate-300">{e.actor.email}</span>
      </span>
    ),
  },
  { header: 'Action', cell: (e) => AUDIT_ACTION_WORDS[e.action] },
  {
    header: 'Subject',
    cell: (e) => (
      <span className="flex flex-col">
        <span className="break-words">{subjectText(e.subject)}</span>
        <span className="text-xs text-slate-600 dark:text-slate-300">{AUDIT_SUBJECT_WORDS[e.subject.type]}</span>
      </span>
    ),
  },
  { header: 'Client address', cell: (e) => <span className="font-mono text-xs break-all">{e.clientAddress}</span> },
  {
    header: 'Change',
    cell: (e) => {
      const changes = auditChanges(e);
      if (changes.length === 0) return '—';
      return (
        <ul className="space-y-0.5">
          {changes.map((change) => (
            <li key={change.field} className="break-words">
              {changeText(change)}
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
  const { data } = useGetUsersQuery({ page: 1, pageSize: MAX_PAGE_SIZE });
  return useMemo(() => {
    const admins = new Map<string, string>();
    for (const user of data?.data ?? []) {
      if (user.role === 'admin') admins.set(user._id, `${user.name} (${user.email})`);
    }
    for (const entry of entries ?? []) {
      if (!admins.has(entry.actor._id)) admins.set(entry.actor._id, `${entry.actor.name} (${entry.actor.email})`);
    }
    if (chosen && chosen !== OTHER_ADMIN && !admins.has(chosen)) admins.set(chosen, `Admin ${chosen.slice(0, 8)}`);
    return [...admins].map(([id, label]) => ({ id, label }));
  }, [data, entries, chosen]);
}

/**
 * Audit Log (D21): every admin action that changed money, a rental, a bike or an account, newest first, a
 * page at a time: when (Dhaka time), which admin from which address, what was done to what, and each field
 * as it was and as it became. Filtered by Dhaka days, action and admin; the log is asked again only once
 * the filters make sense.
 */
export function AuditLog() {
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = usePage(JSON.stringify(applied));
  const errors = auditFilterErrors(draft);
  const { data, error, isLoading, isFetching, refetch } = useGetAuditLogQuery(
    auditQuery(applied, page, AUDIT_PAGE_SIZE),
    { refetchOnMountOrArgChange: true },
  );
  const admins = useAdminChoices(data?.data, draft.admin);

  const update = (change: Partial<AuditFilters>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (Object.keys(auditFilterErrors(next)).length === 0) setApplied(next);
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Every change an admin made to a bike, an account, a rental or money, newest first. Days and times are Dhaka
        time. The log cannot be changed or deleted.
      </p>
      <form
        aria-label="Filter the audit log"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField type="date" label="From" value={draft.from} onChange={(e) => update({ from: e.target.value })} />
        <TextField
          type="date"
          label="To"
          value={draft.to}
          min={draft.from || undefined}
          error={errors.to}
          onChange={(e) => update({ to: e.target.value })}
        />
        <NativeSelectField
          label="Action"
          value={draft.action}
          onChange={(value) => update({ action: value as AuditAction | '' })}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_WORDS[action]}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField label="Admin" value={draft.admin} onChange={(value) => update({ admin: value })}>
          <option value="">All admins</option>
          {admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.label}
            </option>
          ))}
          <option value={OTHER_ADMIN}>Another admin, by id…</option>
        </NativeSelectField>
        {draft.admin === OTHER_ADMIN ? (
          <div className="sm:col-span-2">
            <TextField
              label="Admin id"
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
            Clear filters
          </Button>
          <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
            Refresh
          </Button>
        </div>
      </form>
      {isLoading ? (
        <Spinner label="Loading the audit log…" />
      ) : !data ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <div className="space-y-3" aria-busy={isFetching}>
          <DataTable
            caption={AUDIT_TABLE}
            columns={columns}
            rows={data.data}
            rowKey={(e) => e._id}
            emptyText={isFiltered(applied) ? NO_MATCHING_AUDIT_ENTRIES : NO_AUDIT_ENTRIES}
          />
          <Pager label="Audit log pages" page={page} meta={data.meta} noun={['entry', 'entries']} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
