import { useTranslation } from 'react-i18next';
import { useEndBlockMutation } from '../../../components/blocks/api.ts';
import { useRentalWords } from '../../../components/rentals/words.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import type { BlockBar, ClosureBar } from './admin-schedule-layout.ts';

/*
 * The fleet's calendar on the schedule (docs/product/fleet-calendar.md#screens): a bike out of service and
 * the shop closed, each its own kind of bar, unlike any booking's: grey and striped, said in words.
 */

const STRIPES =
  'bg-[repeating-linear-gradient(135deg,transparent_0,transparent_6px,rgb(0_0_0/0.08)_6px,rgb(0_0_0/0.08)_12px)]';
export const BLOCK_BAR_CLASSES = `border border-dashed border-slate-600 bg-slate-200 text-slate-900 dark:border-slate-300 dark:bg-slate-700 dark:text-white ${STRIPES}`;
export const CLOSURE_BAR_CLASSES = `border border-slate-900 bg-slate-800 text-white dark:border-slate-200 dark:bg-slate-200 dark:text-slate-900 ${STRIPES}`;

const gridPlace = (bar: { span: { first: number; last: number }; lane: number }) => ({
  gridColumn: `${bar.span.first + 1} / ${bar.span.last + 2}`,
  gridRow: bar.lane + 1,
});

/** 'End now' with its 'Are you sure?'; the refusal stays in the dialog. */
function EndBlockButton({ blockId, bike, period }: { blockId: string; bike: string; period: string }) {
  const { t } = useTranslation('calendar');
  const [endBlock, { isLoading }] = useEndBlockMutation();
  const dialog = useMutationDialog({ refusal: 'dialog' });
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" className="mt-1" aria-label={t('bar.endNowFor', { bike, period })}>
          {t('bar.endNow')}
        </Button>
      }
      title={t('bar.endTitle')}
      description={t('bar.endDescription', { bike, period })}
      confirmLabel={t('bar.endConfirm')}
      cancelLabel={t('bar.keep')}
      isPending={isLoading}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      refusal={dialog.refusal}
      onConfirm={() => dialog.run(() => endBlock(blockId).unwrap())}
    />
  );
}

/** A block as a bar over its days: the bike, 'Out of service', why in words, when; the note as its tooltip. */
export function BlockBarItem({ bar, bikeName }: { bar: BlockBar; bikeName: string }) {
  const { t } = useTranslation('calendar');
  const words = useRentalWords();
  const { block, span, period } = bar;
  const when = words.period(period);
  const note = block.note ? t('bar.note', { note: block.note }) : undefined;
  return (
    <li
      data-block-id={block._id}
      title={note}
      style={gridPlace(bar)}
      className={`mx-0.5 min-w-0 rounded-md px-2 py-1 text-xs leading-snug ${BLOCK_BAR_CLASSES}`}
    >
      <span className="sr-only">{bikeName}, </span>
      <span className="block font-bold uppercase tracking-wide">
        {span.startsBefore ? <span aria-hidden="true">← </span> : null}
        {t('bar.blocked')}
        {span.endsAfter ? <span aria-hidden="true"> →</span> : null}
      </span>
      <span className="sr-only">, </span>
      <span className="block font-semibold break-words">{t(`reasons.${block.reason}`)}</span>
      <span className="sr-only">, </span>
      <span className="block break-words">{when}</span>
      {note ? <span className="sr-only">, {note}</span> : null}
      <EndBlockButton blockId={block._id} bike={bikeName} period={when} />
    </li>
  );
}

/** A closure of the shop as a bar on every bike's row: 'Shop closed: Eid', when. */
export function ClosureBarItem({ bar, bikeName }: { bar: ClosureBar; bikeName: string }) {
  const { t } = useTranslation('calendar');
  const words = useRentalWords();
  const { closure, span, period } = bar;
  return (
    <li
      data-closure-id={closure._id}
      style={gridPlace(bar)}
      className={`mx-0.5 min-w-0 rounded-md px-2 py-1 text-xs leading-snug ${CLOSURE_BAR_CLASSES}`}
    >
      <span className="sr-only">{bikeName}, </span>
      <span className="block font-bold break-words">
        {span.startsBefore ? <span aria-hidden="true">← </span> : null}
        {t('bar.shopClosed', { reason: t(`closureReasons.${closure.reason}`) })}
        {span.endsAfter ? <span aria-hidden="true"> →</span> : null}
      </span>
      <span className="sr-only">, </span>
      <span className="block break-words">{words.period(period)}</span>
    </li>
  );
}
