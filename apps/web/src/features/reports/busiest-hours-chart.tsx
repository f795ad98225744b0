import type { BusiestHours } from '@bond/contract/reports';
import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber, useFormat } from '../../i18n/format.ts';
import type { Language } from '../../i18n/languages.ts';
import { CHART_TEXT, EMPTY_CELL_CLASS, HEAT } from './chart-colours.ts';
import { ChartFigure, FiguresTable, NUM, TD, TH, type ChartDrawing } from './chart-figure.tsx';
import {
  SHOP_WEEK,
  bookingsText,
  busiestSummary,
  formatHour,
  formatHourSpan,
  heatLegend,
  heatLevel,
} from './report-format.ts';
import { weekdayName } from './report-period.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const LABEL_COLUMN = 40;
const HEADER = 24;
const ROW = 30;
const MIN_CELL = 20;
const MAX_CELL = 44;
const GAP = 2;

const cellClass = (level: number) => (level === 0 ? EMPTY_CELL_CLASS : (HEAT[level - 1]?.className ?? ''));
function drawHeatMap(
  busiest: BusiestHours,
  boxWidth: number,
  labelId: string,
  t: TFunction<'reports'>,
  language: Language,
): ChartDrawing {
  const cell = Math.min(MAX_CELL, Math.max(MIN_CELL, Math.floor((boxWidth - LABEL_COLUMN - 4) / 24)));
  const width = LABEL_COLUMN + 24 * cell + 4;
  const height = HEADER + SHOP_WEEK.length * ROW;
  const x = scaleBand<number>({ domain: HOURS, range: [0, 24 * cell] });
  const y = scaleBand<number>({ domain: SHOP_WEEK.map((d) => d.weekday), range: [0, SHOP_WEEK.length * ROW] });
  const max = Math.max(0, ...busiest.counts.flat());
  const labelEvery = cell >= 32 ? 2 : 3;
  return {
    width,
    svg: (
      <svg role="img" aria-labelledby={labelId} width={width} height={height} className="block">
        <Group left={LABEL_COLUMN} top={0}>
          {HOURS.filter((hour) => hour % labelEvery === 0).map((hour) => (
            <text key={hour} x={(x(hour) ?? 0) + 1} y={HEADER - 8} fontSize={12} className={CHART_TEXT.className}>
              {formatHour(hour, language)}
            </text>
          ))}
        </Group>
        <Group left={0} top={HEADER}>
          {SHOP_WEEK.map(({ weekday }) => (
            <g key={weekday}>
              <text
                x={0}
                y={(y(weekday) ?? 0) + ROW / 2}
                dy="0.35em"
                fontSize={12}
                className={`${CHART_TEXT.className} font-semibold`}
              >
                {weekdayName(weekday, language)}
              </text>
              {HOURS.map((hour) => {
                const count = busiest.counts[weekday]?.[hour] ?? 0;
                const level = heatLevel(count, max);
                return (
                  <Bar
                    key={hour}
                    x={LABEL_COLUMN + (x(hour) ?? 0) + GAP / 2}
                    y={(y(weekday) ?? 0) + GAP / 2}
                    width={cell - GAP}
                    height={ROW - GAP}
                    rx={3}
                    className={cellClass(level)}
                    data-level={level}
                  >
                    <title>
                      {t('busiest.cell', {
                        weekday: weekdayName(weekday, language),
                        span: formatHourSpan(hour, language),
                        bookings: bookingsText(count, language),
                      })}
                    </title>
                  </Bar>
                );
              })}
            </g>
          ))}
        </Group>
      </svg>
    ),
  };
}

/** The key to the colours: an empty cell is none, then each level with the counts it covers. */
function Legend({ max }: { max: number }) {
  const { t } = useTranslation('reports');
  const { language } = useFormat();
  const swatch = (className: string) => (
    <svg aria-hidden="true" width="18" height="18" className="shrink-0">
      <rect x="1" y="1" width="16" height="16" rx="3" className={className} />
    </svg>
  );
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
      <span>{t('busiest.legend')}</span>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <li className="flex items-center gap-1.5">
          {swatch(EMPTY_CELL_CLASS)}
          {t('busiest.none')}
        </li>
        {heatLegend(max, language).map(({ level, label }) => (
          <li key={level} className="flex items-center gap-1.5">
            {swatch(cellClass(level))}
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** When customers want bikes: paid bookings by the weekday and the Dhaka hour they start, Saturday first. */
export function BusiestHoursChart({ busiest }: { busiest: BusiestHours }) {
  const { t } = useTranslation('reports');
  const { language } = useFormat();
  const max = Math.max(0, ...busiest.counts.flat());
  const title = t('busiest.title');
  return (
    <ChartFigure
      title={title}
      intro={t('busiest.intro')}
      summary={busiestSummary(busiest, language)}
      emptyText={busiest.total === 0 ? t('busiest.empty') : null}
      draw={(boxWidth, labelId) => drawHeatMap(busiest, boxWidth, labelId, t, language)}
      footer={<Legend max={max} />}
      table={
        <FiguresTable
          caption={t('busiest.table', { title })}
          head={
            <tr>
              <th scope="col" className={TH}>
                {t('chart.day')}
              </th>
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className={`${TH} ${NUM}`}>
                  {formatHour(hour, language)}
                </th>
              ))}
              <th scope="col" className={`${TH} ${NUM}`}>
                {t('chart.total')}
              </th>
            </tr>
          }
          rows={SHOP_WEEK.map(({ weekday }) => {
            const row = busiest.counts[weekday] ?? [];
            return (
              <tr key={weekday}>
                <th scope="row" className={`${TD} font-medium`}>
                  {weekdayName(weekday, language)}
                </th>
                {HOURS.map((hour) => (
                  <td key={hour} className={`${TD} ${NUM}`}>
                    {formatNumber(row[hour] ?? 0, language)}
                  </td>
                ))}
                <td className={`${TD} ${NUM} font-semibold`}>
                  {formatNumber(
                    row.reduce((sum, n) => sum + n, 0),
                    language,
                  )}
                </td>
              </tr>
            );
          })}
        />
      }
    />
  );
}
