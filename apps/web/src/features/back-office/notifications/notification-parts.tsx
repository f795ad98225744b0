import type { MessageStatus, Notification } from '@bond/contract/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { receiptPath } from '@bond/contract/receipt';
import { useFormat } from '../../../i18n/format.ts';
import { toastOutcome } from '../../../lib/toast-outcome.ts';
import { useRetryNotificationMutation } from './api.ts';
import {
  attemptsText,
  canRetry,
  channelName,
  messageName,
  recipientText,
  segmentsText,
  statusName,
  statusNotes,
  templateName,
} from './notification-words.ts';

/** Colour is never the only sign: each badge says its state in words. */
const STATUS_STYLES: Record<MessageStatus, string> = {
  queued: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  sending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  sent: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  failed: 'bg-red-700 text-white',
};

const smallText = 'text-xs text-slate-600 dark:text-slate-300';
const linkClasses =
  'inline-flex min-h-6 w-fit items-center rounded text-xs font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200';

/** 'Failed', with the attempts, and when it is due or why it failed. */
export function MessageStatusCell({ message }: { message: Notification }) {
  const { language } = useFormat();
  return (
    <span className="flex flex-col gap-0.5">
      <span
        className={`inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${STATUS_STYLES[message.status]}`}
      >
        {statusName(message.status, language)}
      </span>
      <span className={smallText}>{attemptsText(message.attempts, language)}</span>
      {statusNotes(message, language).map((note) => (
        <span key={note} className={`${smallText} break-words`}>
          {note}
        </span>
      ))}
    </span>
  );
}

/** 'SMS' over '+880 1711-000002', or 'E-mail' over the address. */
export function MessageChannelCell({ message }: { message: Notification }) {
  const { language } = useFormat();
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{channelName(message.channel, language)}</span>
      <span className={`${smallText} ${message.channel === 'sms' ? 'whitespace-nowrap' : 'break-all'}`}>
        {recipientText(message.recipient)}
      </span>
    </span>
  );
}

/** When the provider took it, and an SMS's segments. */
export function MessageSentCell({ message }: { message: Notification }) {
  const f = useFormat();
  const segments = message.channel === 'sms' ? segmentsText(message.segments, f.language) : '';
  return (
    <span className="flex flex-col">
      <span className="whitespace-nowrap">{f.time(message.sentAt)}</span>
      {segments ? <span className={smallText}>{segments}</span> : null}
    </span>
  );
}

/** The customer, and the rental the message is about (its details page). */
export function MessageCustomerCell({ message }: { message: Notification }) {
  const { t } = useTranslation('notifications');
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{message.customer?.name ?? '—'}</span>
      {message.rentalId ? (
        <Link to={receiptPath(message.rentalId)} className={linkClasses}>
          {t('parts.rental', { id: message.rentalId.slice(0, 8) })}
        </Link>
      ) : null}
    </span>
  );
}

/** 'Show text': the whole message in a dialog, the e-mail's subject first. */
function MessageTextDialog({ message }: { message: Notification }) {
  const { t } = useTranslation('notifications');
  const f = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title={templateName(message.template, f.language)}
      description={t('parts.textDescription', {
        channel: channelName(message.channel, f.language),
        recipient: recipientText(message.recipient),
        time: f.time(message.createdAt),
      })}
      trigger={
        <Button
          size="sm"
          variant="outline"
          className="whitespace-nowrap"
          aria-label={t('parts.showTextLabel', { name: messageName(message, f.language) })}
        >
          {t('parts.showText')}
        </Button>
      }
    >
      {message.subject ? (
        <p className="mb-3 text-sm break-words">
          <span className="font-semibold">{t('parts.subject')}</span> {message.subject}
        </p>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
        {message.body}
      </div>
      <div className="mt-6 flex justify-end">
        <DialogClose>
          <Button variant="outline">{t('parts.close')}</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}

type MessageActionsProps = {
  message: Notification;
  /** Called once a retry has been answered: the list is about to be read again. */
  onRetried?: () => void;
};

/**
 * 'Show text', and 'Retry' on a failed message: it is queued again, due now, and the lists are read again.
 * The outcome is a toast (the server's message, or why not: another admin may have been first). Retry goes
 * with the failed state, so the keyboard moves to the row's 'Show text'.
 */
export function MessageActions({ message, onRetried }: MessageActionsProps) {
  const { t } = useTranslation('notifications');
  const { language } = useFormat();
  const box = useRef<HTMLDivElement>(null);
  const [retry, { isLoading }] = useRetryNotificationMutation();
  const onRetry = async () => {
    await toastOutcome(() => retry(message._id).unwrap(), t('parts.retryError'));
    box.current?.querySelector('button')?.focus();
    onRetried?.();
  };
  return (
    <div ref={box} className="flex flex-wrap gap-2">
      <MessageTextDialog message={message} />
      {canRetry(message) ? (
        <Button
          size="sm"
          disabled={isLoading}
          aria-label={t('parts.retryLabel', { name: messageName(message, language) })}
          onClick={() => void onRetry()}
        >
          {t('parts.retry')}
        </Button>
      ) : null}
    </div>
  );
}
