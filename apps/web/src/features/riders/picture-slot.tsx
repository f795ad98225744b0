import type { Rider, RiderDocumentKind } from '@bond/contract/riders';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatNumber, useFormat } from '../../i18n/format.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { apiUrl, sessionOf } from '../../lib/base-api.ts';
import { toast } from '../../lib/toast.ts';
import { PICTURE_TYPES, shrinkPicture } from '../../lib/pictures/shrink.ts';
import { uploadPicture } from '../../lib/pictures/upload.ts';
import { usePicture } from '../../lib/pictures/use-picture.ts';

type Sending = { phase: 'shrinking' } | { phase: 'sending'; share: number };

/**
 * Sends a picture of a kind to `path` (an API path): shrunk in the browser first, then posted with its
 * progress. Answers the file as it now stands.
 */
function useSendPicture(path: string, kind: RiderDocumentKind, onSent: (rider: Rider) => void) {
  const store = useStore();
  const [sending, setSending] = useState<Sending>();
  const [refusal, setRefusal] = useState('');
  const send = async (file: File) => {
    setRefusal('');
    setSending({ phase: 'shrinking' });
    try {
      const picture = await shrinkPicture(file);
      setSending({ phase: 'sending', share: 0 });
      const answer = await uploadPicture<Rider>(
        {
          url: apiUrl(path),
          fields: { kind },
          picture,
          onProgress: (share) => setSending({ phase: 'sending', share }),
        },
        sessionOf(store.dispatch, store.getState),
      );
      onSent(answer.data);
      if (answer.message) toast.success(answer.message);
    } catch (error) {
      setRefusal(apiErrorMessage(error));
    } finally {
      setSending(undefined);
    }
  };
  return { sending, refusal, send };
}

type PictureSlotProps = {
  kind: RiderDocumentKind;
  /** The API path of the picture on file to show; none when there is none (or it is not to be read yet). */
  picturePath?: string;
  /** The picture's text alternative. */
  alt: string;
  /** Where a new picture of this kind is sent (an API path); no input without it. */
  uploadPath?: string;
  /** Whether a picture of this kind is on file (the input then replaces it). */
  onFile: boolean;
  /** Called with the file as it stands once a picture is taken. */
  onSent: (rider: Rider) => void;
};

/**
 * One of the four pictures of a rider's file: the picture when one is on file, read with the session's
 * token, and a file input that opens the phone's camera (the front one for the selfie), with the upload's
 * progress and the server's refusal.
 */
export function PictureSlot({ kind, picturePath, alt, uploadPath, onFile, onSent }: PictureSlotProps) {
  const { t } = useTranslation('riders');
  const { language } = useFormat();
  const inputId = useId();
  const picture = usePicture(picturePath);
  const { sending, refusal, send } = useSendPicture(uploadPath ?? '', kind, onSent);
  const kindName = t(`kinds.${kind}`);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo may be chosen again after a refusal.
    event.target.value = '';
    if (file) void send(file);
  };

  return (
    <figure className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <figcaption className="font-semibold text-slate-900 dark:text-white">{kindName}</figcaption>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
        {picture?.state === 'shown' ? (
          <img src={picture.url} alt={alt} className="size-full object-contain" />
        ) : picture?.state === 'loading' ? (
          <Spinner label={t('picture.loading', { kind: kindName })} />
        ) : picture?.state === 'failed' ? (
          <p className="p-3 text-center text-sm text-red-700 dark:text-red-400">
            {t('picture.unreadable', { reason: apiErrorMessage(picture.refusal) })}
          </p>
        ) : (
          <p className="p-3 text-center text-sm text-slate-700 dark:text-slate-300">
            {onFile ? t('picture.notShown') : t('picture.missing')}
          </p>
        )}
      </div>
      {uploadPath ? (
        <div className="space-y-2">
          {/* The browser's own file button speaks its own language: the input is hidden and its label is the button. */}
          <input
            id={inputId}
            type="file"
            accept={PICTURE_TYPES}
            capture={kind === 'selfie_with_licence' ? 'user' : 'environment'}
            disabled={sending !== undefined}
            onChange={onChange}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={buttonClasses(
              onFile ? 'outline' : 'primary',
              'md',
              'w-full cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            )}
          >
            {onFile ? t('upload.replace') : t('upload.choose')}
            <span className="sr-only"> ({kindName})</span>
          </label>
          <p className="text-xs text-slate-600 dark:text-slate-300">{t('upload.hint')}</p>
          {sending ? (
            <div className="space-y-1" aria-live="polite">
              <progress
                className="h-2 w-full accent-brand-700"
                max={1}
                value={sending.phase === 'sending' ? sending.share : undefined}
                aria-label={t('upload.progress', { kind: kindName })}
              />
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {sending.phase === 'shrinking'
                  ? t('upload.shrinking')
                  : t('upload.sending', { percent: formatNumber(Math.round(sending.share * 100), language) })}
              </p>
            </div>
          ) : null}
          {refusal ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {t('upload.refused', { reason: refusal })}
            </p>
          ) : null}
        </div>
      ) : null}
    </figure>
  );
}
