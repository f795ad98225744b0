import { MAX_INSPECTION_PHOTOS, MIN_INSPECTION_PHOTOS } from '@bond/contract/handover';
import type { RentalPhoto } from '@bond/contract/inspections';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { apiUrl, sessionOf } from '../../lib/base-api.ts';
import { PICTURE_TYPES, shrinkPicture } from '../../lib/pictures/shrink.ts';
import { uploadPicture } from '../../lib/pictures/upload.ts';

/*
 * The photos of a bike taken at the counter (docs/product/handover-and-return.md#photos): each is shrunk in
 * the browser, sent at once (one at a time, so a slow connection is not split four ways) and shown from the
 * phone's own copy while it goes. The handover or the return then names the photos the server kept.
 */

export type BikePhoto = {
  key: number;
  /** The phone's own copy, shown while it is sent and after. */
  preview: string;
  state: 'waiting' | 'shrinking' | 'sending' | 'sent' | 'failed';
  share: number;
  /** The server's id, once it kept the photo. */
  id?: string;
  refusal?: string;
};

/** The photos of one inspection of a rental: add (taken or chosen), leave out, and what the form sends. */
export function useBikePhotos(rentalId: string) {
  const store = useStore();
  const [photos, setPhotos] = useState<BikePhoto[]>([]);
  const next = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const previews = useRef(new Set<string>());

  const update = useCallback(
    (key: number, change: Partial<BikePhoto>) =>
      setPhotos((current) => current.map((p) => (p.key === key ? { ...p, ...change } : p))),
    [],
  );

  const send = useCallback(
    async (key: number, file: File) => {
      update(key, { state: 'shrinking' });
      try {
        const picture = await shrinkPicture(file);
        update(key, { state: 'sending', share: 0 });
        const answer = await uploadPicture<RentalPhoto>(
          {
            url: apiUrl(`/rentals/${encodeURIComponent(rentalId)}/photos`),
            picture,
            onProgress: (share) => update(key, { share }),
          },
          sessionOf(store.dispatch, store.getState),
        );
        update(key, { state: 'sent', share: 1, id: answer.data._id });
      } catch (error) {
        update(key, { state: 'failed', refusal: apiErrorMessage(error) });
      }
    },
    [rentalId, store, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = (next.current += 1);
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        setPhotos((current) => [...current, { key, preview, state: 'waiting', share: 0 }]);
        queue.current = queue.current.then(() => send(key, file));
      }
    },
    [send],
  );

  /** Leaves a photo out of the inspection (one the server kept stays unused with the rental). */
  const remove = useCallback((key: number) => {
    setPhotos((current) => {
      const gone = current.find((p) => p.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return current.filter((p) => p.key !== key);
    });
  }, []);

  /** Starts again with none (the dialog opened anew). */
  const clear = useCallback(() => {
    for (const preview of previews.current) URL.revokeObjectURL(preview);
    previews.current.clear();
    setPhotos([]);
  }, []);

  useEffect(() => {
    const kept = previews.current;
    return () => {
      for (const preview of kept) URL.revokeObjectURL(preview);
    };
  }, []);

  const ids = photos.flatMap((p) => (p.id ? [p.id] : []));
  const busy = photos.some((p) => p.state === 'waiting' || p.state === 'shrinking' || p.state === 'sending');
  return { photos, ids, busy, add, remove, clear };
}

/** Says why the photos of a form cannot be sent yet, or '' when they can. */
export function usePhotosCheck() {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  return (photos: { ids: readonly string[]; busy: boolean }): string => {
    if (photos.busy) return t('photos.waiting');
    if (photos.ids.length < MIN_INSPECTION_PHOTOS) return t('photos.tooFew', { min: f.number(MIN_INSPECTION_PHOTOS) });
    if (photos.ids.length > MAX_INSPECTION_PHOTOS) return t('photos.tooMany', { max: f.number(MAX_INSPECTION_PHOTOS) });
    return '';
  };
}

/**
 * The photos as the counter takes them: a button that opens the phone's back camera (or the files on a
 * desktop), each photo's preview with its progress or the server's refusal, and a way to leave one out.
 */
export function BikePhotos({
  photos,
  onAdd,
  onRemove,
  error,
}: {
  photos: readonly BikePhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  const inputId = useId();
  const hintId = useId();
  const taken = photos.filter((p) => p.state !== 'failed').length;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same photo may be chosen again after a refusal.
    event.target.value = '';
    if (files.length) onAdd(files);
  };
  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('photos.title')}
      </legend>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        {t('photos.hint', { min: f.number(MIN_INSPECTION_PHOTOS), max: f.number(MAX_INSPECTION_PHOTOS) })}{' '}
        <span className="font-semibold" aria-live="polite">
          {t('photos.count', { taken: f.number(taken), min: f.number(MIN_INSPECTION_PHOTOS) })}
        </span>
      </p>
      {photos.length ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {photos.map((photo, i) => (
            <li key={photo.key} className="space-y-1">
              <div className="relative aspect-square overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
                <img
                  src={photo.preview}
                  alt={t('photos.alt', { index: f.number(i + 1) })}
                  className={`size-full object-cover ${photo.state === 'failed' ? 'opacity-40' : ''}`}
                />
                <button
                  type="button"
                  onClick={() => onRemove(photo.key)}
                  aria-label={t('photos.remove', { index: f.number(i + 1) })}
                  className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-slate-950/70 text-lg font-bold text-white hover:bg-slate-950 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  ×
                </button>
              </div>
              {photo.state === 'waiting' || photo.state === 'shrinking' || photo.state === 'sending' ? (
                <progress
                  className="h-2 w-full accent-brand-700"
                  max={1}
                  value={photo.state === 'sending' ? photo.share : undefined}
                  aria-label={t('photos.progress', { index: f.number(i + 1) })}
                />
              ) : null}
              {photo.state === 'failed' ? (
                <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
                  {t('photos.refused', { reason: photo.refusal ?? '' })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {/* The browser's own file button speaks its own language: the input is hidden and its label is the button. */}
      <input
        id={inputId}
        type="file"
        accept={PICTURE_TYPES}
        capture="environment"
        multiple
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={buttonClasses(
          photos.length ? 'outline' : 'primary',
          'lg',
          'w-full cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
        )}
      >
        {photos.length ? t('photos.takeMore') : t('photos.take')}
      </label>
      {error ? <p className="text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}
