import type { Inspection } from '@bond/contract/inspections';
import type { RentalStory } from '@bond/contract/rentals';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { usePicture } from '../../lib/pictures/use-picture.ts';

const photoPath = (rentalId: string, photoId: string, size: 'thumbnail' | 'full') =>
  `/rentals/${encodeURIComponent(rentalId)}/photos/${encodeURIComponent(photoId)}${size === 'thumbnail' ? '?size=thumbnail' : ''}`;

/** A photo of the bike, read with the session's token (it has no public address), small or whole. */
function Photo({ path, alt, index, className }: { path: string; alt: string; index: string; className: string }) {
  const { t } = useTranslation('inspections');
  const picture = usePicture(path);
  if (picture?.state === 'shown') return <img src={picture.url} alt={alt} className={className} />;
  if (picture?.state === 'failed') {
    return (
      <p className="p-2 text-center text-xs text-red-700 dark:text-red-400">
        {t('record.unreadable', { reason: apiErrorMessage(picture.refusal) })}
      </p>
    );
  }
  return <Spinner label={t('record.loading', { index })} />;
}

/** A thumbnail that opens the whole photo in a dialog. */
function PhotoThumbnail({ rentalId, photoId, index }: { rentalId: string; photoId: string; index: number }) {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const shown = f.number(index);
  const alt = t('photos.alt', { index: shown });
  return (
    <li className="aspect-square overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title={alt}
        trigger={
          <button
            type="button"
            aria-label={t('record.open', { index: shown })}
            className="flex size-full items-center justify-center focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Photo
              path={photoPath(rentalId, photoId, 'thumbnail')}
              alt={alt}
              index={shown}
              className="size-full object-cover"
            />
          </button>
        }
      >
        {open ? (
          <Photo
            path={photoPath(rentalId, photoId, 'full')}
            alt={alt}
            index={shown}
            className="max-h-[70dvh] w-full object-contain"
          />
        ) : null}
      </Dialog>
    </li>
  );
}

/** One inspection: when and by whom, its readings, its notes and its photos. */
function InspectionPart({
  rentalId,
  heading,
  at,
  by,
  inspection,
}: {
  rentalId: string;
  heading: string;
  at: string;
  by: string;
  inspection: Inspection | null;
}) {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  const id = useId();
  const rows: [string, string][] = inspection
    ? [
        [t('record.odometer'), t('record.km', { km: f.number(inspection.odometerKm) })],
        [t('record.fuel'), t('record.fuelValue', { eighths: f.number(inspection.fuelEighths) })],
        [t('record.helmets'), f.number(inspection.helmets)],
        ...(inspection.notes ? [[t('record.notes'), inspection.notes] as [string, string]] : []),
      ]
    : [];
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold text-slate-900 dark:text-white">
        {heading}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('record.at', { time: f.time(at), name: by })}</p>
      {inspection ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-slate-700 dark:text-slate-300">{term}</dt>
                <dd className="break-words tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <ul aria-label={t('record.photos')} className="grid grid-cols-4 gap-2 sm:grid-cols-6 print:hidden">
            {inspection.photoIds.map((photoId, i) => (
              <PhotoThumbnail key={photoId} rentalId={rentalId} photoId={photoId} index={i + 1} />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('record.noInspection')}</p>
      )}
    </section>
  );
}

/**
 * How the bike left and came back (docs/product/handover-and-return.md#screens): the readings taken at the
 * handover and at the return, side by side, with their photos, which the rental's customer and the shop may
 * open (nobody else can read them). Nothing until the bike is handed over.
 */
export function InspectionRecord({ story }: { story: RentalStory }) {
  const { t } = useTranslation('inspections');
  const id = useId();
  const { handover, returnInspection } = story;
  if (!handover) return null;
  return (
    <section
      aria-labelledby={id}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900 print:border-0 print:p-0"
    >
      <h2 id={id} className="text-base font-bold text-slate-900 dark:text-white">
        {t('record.title')}
      </h2>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <InspectionPart
          rentalId={story._id}
          heading={t('record.handover')}
          at={handover.handedOverAt}
          by={handover.handedOverBy?.name ?? ''}
          inspection={handover.inspection}
        />
        {returnInspection ? (
          <InspectionPart
            rentalId={story._id}
            heading={t('record.return')}
            at={returnInspection.recordedAt}
            by={returnInspection.recordedBy.name}
            inspection={returnInspection}
          />
        ) : null}
      </div>
    </section>
  );
}
