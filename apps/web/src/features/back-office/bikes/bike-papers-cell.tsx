import type { BikePapers } from '@bond/contract/papers';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format.ts';
import { paperStandings, paperStateWords, type PaperState } from './paper-words.ts';

/** Red for a lapsed paper, amber for one expiring soon: each with its words, and readable in both themes. */
const stateTone: Record<PaperState, string> = {
  expired: 'font-semibold text-red-800 dark:text-red-300',
  soon: 'font-medium text-amber-800 dark:text-amber-300',
  valid: '',
};

/**
 * A bike's papers in the fleet table: its registration number and each paper's last valid day, worded and
 * coloured by how it stands on the Dhaka day `today`; 'No papers on file' when there are none.
 */
export function BikePapersCell({ papers, today }: { papers: BikePapers | null; today: string }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  if (!papers) return <span className="text-slate-600 dark:text-slate-300">{t('bikes.papers.none')}</span>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
      {/* Each name and its words grouped, so the list stays a proper one; the grid lays them out in pairs. */}
      <div className="contents">
        <dt className="text-slate-600 dark:text-slate-300">{t('bikes.papers.registration')}</dt>
        <dd className="font-medium">{papers.registrationNumber}</dd>
      </div>
      {paperStandings(papers, today).map((standing) => (
        <div key={standing.kind} className="contents">
          <dt className="text-slate-600 dark:text-slate-300">{t(`bikes.papers.kinds.${standing.kind}`)}</dt>
          <dd className={stateTone[standing.state]}>{paperStateWords(standing, today, f.language, t)}</dd>
        </div>
      ))}
    </dl>
  );
}
