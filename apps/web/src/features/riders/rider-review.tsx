import { RIDER_DOCUMENT_KINDS, type Rider, type RiderHistoryEntry } from '@bond/contract/riders';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextAreaField } from '../../components/ui/form-field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatLongDate, useFormat } from '../../i18n/format.ts';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { ridersApi, useApproveRiderMutation, useGetRiderQuery, useRejectRiderMutation } from './api.ts';
import { PictureSlot } from './picture-slot.tsx';
import { RiderStatusBadge } from '../../components/ui/rider-status-badge.tsx';
import { useStatusSentence } from './rider-status.tsx';

/** 'Approve': after a 'Are you sure?', the file is approved; the server's refusal is shown in the dialog. */
function ApproveButton({ rider }: { rider: Rider }) {
  const { t } = useTranslation('riders');
  const [approve, { isLoading }] = useApproveRiderMutation();
  const dialog = useMutationDialog<{ message: string }>();
  return (
    <ConfirmDialog
      trigger={<Button>{t('review.approve')}</Button>}
      title={t('review.approveTitle', { name: rider.name })}
      description={t('review.approveDescription')}
      confirmLabel={t('review.approveConfirm')}
      confirmVariant="primary"
      isPending={isLoading}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      refusal={dialog.refusal}
      onConfirm={() => dialog.run(() => approve(rider.userId).unwrap())}
    />
  );
}

/** 'Reject': the reason (required), which the rider is sent by SMS and sees on their file. */
function RejectButton({ rider }: { rider: Rider }) {
  const { t } = useTranslation('riders');
  const [reject, { isLoading }] = useRejectRiderMutation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const dialog = useMutationDialog<{ message: string }>({
    onOpen: () => {
      setReason('');
      setMissing(false);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    void dialog.run(() => reject({ userId: rider.userId, reason: reason.trim() }).unwrap());
  };
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={t('review.rejectTitle', { name: rider.name })}
      description={t('review.rejectDescription')}
      trigger={<Button variant="danger">{t('review.reject')}</Button>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextAreaField
          label={t('review.reason')}
          rows={3}
          maxLength={300}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          error={missing ? t('review.reasonRequired') : undefined}
        />
        <DialogFormFooter
          error={dialog.refusal}
          submitLabel={t('review.rejectConfirm')}
          submitVariant="danger"
          isSubmitting={isLoading}
        />
      </form>
    </Dialog>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="font-medium break-words text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** Each action of a file's history, as its key in the texts. */
const HISTORY_KEYS = {
  'rider.document_added': 'history.actions.document_added',
  'rider.document_viewed': 'history.actions.document_viewed',
  'rider.approved': 'history.actions.approved',
  'rider.rejected': 'history.actions.rejected',
} as const satisfies Record<RiderHistoryEntry['action'], string>;

/** What has been done with the file, newest first: pictures taken, each look at one, the reviews, by whom. */
function History({ entries }: { entries: readonly RiderHistoryEntry[] }) {
  const { t } = useTranslation('riders');
  const f = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {t('history.title')}
      </h4>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('history.empty')}</p>
      ) : (
        <ol className="space-y-1 text-sm text-slate-800 dark:text-slate-200">
          {entries.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <span className="tabular-nums">{f.time(entry.at)}</span>
              {' · '}
              {t(HISTORY_KEYS[entry.action], {
                kind: entry.kind ? t(`kinds.${entry.kind}`) : '',
                reason: entry.reason ?? '',
              })}
              {' · '}
              {entry.by ? entry.by.name : t('history.timedJob')}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RiderFile({ rider }: { rider: Rider }) {
  const { t } = useTranslation('riders');
  const f = useFormat();
  const dispatch = useDispatch();
  const sentence = useStatusSentence(rider, 'staff');
  const onSent = () =>
    dispatch(
      ridersApi.util.invalidateTags([
        { type: 'Rider', id: rider.userId },
        { type: 'Rider', id: 'LIST' },
      ]),
    );
  return (
    <div className="space-y-6">
      <div className="space-y-2" aria-live="polite">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          {t('statusLabel')} <RiderStatusBadge status={rider.status} />
        </p>
        <p className="text-base text-slate-800 dark:text-slate-200">{sentence}</p>
        {rider.reviewedBy ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('review.reviewedBy', { name: rider.reviewedBy.name, time: f.time(rider.reviewedAt) })}
          </p>
        ) : null}
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label={t('details.nidNumber')} value={rider.nidNumber ?? '—'} />
        <Detail label={t('details.licenceNumber')} value={rider.licenceNumber ?? '—'} />
        <Detail
          label={t('details.licenceExpiry')}
          value={rider.licenceExpiry ? formatLongDate(rider.licenceExpiry, f.language) : '—'}
        />
        <Detail label={t('columns.phone')} value={rider.phone} />
        <Detail label={t('columns.email')} value={rider.email || '—'} />
        <Detail label={t('columns.submittedAt')} value={f.time(rider.submittedAt)} />
      </dl>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {RIDER_DOCUMENT_KINDS.map((kind) => {
          const document = rider.documents.find((d) => d.kind === kind);
          const riderPath = `/riders/${encodeURIComponent(rider.userId)}`;
          return (
            <PictureSlot
              key={`${kind}-${document?._id ?? 'none'}`}
              kind={kind}
              picturePath={document ? `${riderPath}/documents/${encodeURIComponent(document._id)}` : undefined}
              alt={t('picture.ofRider', { kind: t(`kinds.${kind}`), name: rider.name })}
              // Staff photograph a missing picture at the counter; one on file is the rider's to replace.
              uploadPath={document ? undefined : `${riderPath}/documents`}
              onFile={document !== undefined}
              onSent={onSent}
            />
          );
        })}
      </div>
      {rider.status === 'pending' ? (
        <div className="flex flex-wrap gap-3">
          <ApproveButton rider={rider} />
          <RejectButton rider={rider} />
        </div>
      ) : null}
      {rider.history ? <History entries={rider.history} /> : null}
    </div>
  );
}

/**
 * A rider's file for staff (docs/product/riders-on-file.md#review): the details, the four pictures side by
 * side (stacked on a phone), each read when the file is opened (every view is in the audit log), Approve,
 * and Reject with a reason.
 */
export function RiderReview({ userId, onBack }: { userId: string; onBack: () => void }) {
  const { t } = useTranslation('riders');
  const headingId = useId();
  const { data, error, isLoading, refetch } = useGetRiderQuery(userId, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <Button variant="outline" size="sm" onClick={onBack}>
        {t('review.back')}
      </Button>
      <h3 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {data ? t('review.title', { name: data.name }) : t('review.titleLoading')}
      </h3>
      {isLoading ? (
        <Spinner label={t('review.loading')} />
      ) : data ? (
        <RiderFile rider={data} />
      ) : (
        <LoadError error={error} onRetry={() => void refetch()} />
      )}
    </section>
  );
}
