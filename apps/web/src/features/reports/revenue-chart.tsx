import type { MoneyDay, MoneyFigures } from '@bond/contract/reports';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat, type Formatters } from '../../i18n/format.ts';
import { AXIS_LINE, BAR, GRID_CLASS, TICK_TEXT } from './chart-colours.ts';
import { ChartFigure, FiguresTable, NUM, TD, TH, type ChartDrawing } from './chart-figure.tsx';
import { revenueSummary } from './report-format.ts';
import { formatShortDay, formatWeekdayDay, type DayRange } from './report-period.ts';

const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 64 };
/** The narrowest a day's bar may be drawn; a long period scrolls instead. */
const MIN_STEP = 8;
/** Room for one day's label under the axis. */
const LABEL_ROOM = 56;

type Words = { t: TFunction<'reports'>; f: Formatters };

function drawRevenue(days: readonly MoneyDay[], boxWidth: number, labelId: string, { t, f }: Words): ChartDrawing {
  const width = Math.max(boxWidth, MARGIN.left + MARGIN.right + days.length * MIN_STEP);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: days.map((d) => d.date), range: [0, innerWidth], padding: 0.2 });
  const top = Math.max(1, ...days.map((d) => d.collected));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const yTicks = y.ticks(4).filter(Number.isInteger);
  // A label every few days so that they never overlap; with room to spare, the weekday too.
  const every = Math.max(1, Math.ceil(LABEL_ROOM / x.step()));
  const withWeekday = x.step() >= 80;
  const xTicks = days.filter((_, i) => i % every === 0).map((d) => d.date);
  return {
    width,
    svg: (
      <svg role="img" aria-labelledby={labelId} width={width} height={HEIGHT} className="block">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {yTicks.map((tick) => (
            <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className={GRID_CLASS} />
          ))}
          {days.map((day) =>
            day.collected > 0 ? (
              <Bar
                key={day.date}
                x={x(day.date)}
                y={y(day.collected)}
                width={x.bandwidth()}
                height={innerHeight - y(day.collected)}
                className={BAR.className}
              >
                <title>
                  {t('revenue.bar', { day: formatWeekdayDay(day.date, f.language), amount: f.taka(day.collected) })}
                </title>
              </Bar>
            ) : null,
          )}
          <AxisLeft
            scale={y}
            tickValues={yTicks}
            tickFormat={(v) => f.number(Number(v))}
            axisLineClassName={AXIS_LINE.className}
            tickLineProps={{ className: AXIS_LINE.className }}
            tickLabelProps={{ ...TICK_TEXT, textAnchor: 'end', dx: -4, dy: 4 }}
            label={t('revenue.axis')}
            labelProps={{ ...TICK_TEXT, textAnchor: 'middle' }}
            labelOffset={36}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={xTicks}
            tickFormat={(d) =>
              withWeekday ? formatWeekdayDay(String(d), f.language) : formatShortDay(String(d), f.language)
            }
            axisLineClassName={AXIS_LINE.className}
            tickLineProps={{ className: AXIS_LINE.className }}
            tickLabelProps={{ ...TICK_TEXT, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    ),
  };
}

/**
 * The table's money columns, each a figure of the day (or of the period, in the totals row) and its header in
 * the 'reports' namespace: what was collected and its parts, refunds, what the returns charged and the
 * deposits (docs/product/money-and-refunds.md#reports).
 */
const MONEY_COLUMNS = [
  ['collected', (m) => m.collected],
  ['advances', (m) => m.advances],
  ['balances', (m) => m.balances],
  ['depositsApplied', (m) => m.depositsApplied],
  ['refundsDue', (m) => m.refundsDue],
  ['refunded', (m) => m.refunded],
  ['discounts', (m) => m.discounts],
  ['addOnIncome', (m) => m.addOnIncome],
  ['lateFees', (m) => m.lateFees],
  ['charges', (m) => m.fuelCharges + m.helmetCharges + m.damageCharges],
  ['depositsTaken', (m) => m.depositsTaken],
  ['depositsReturned', (m) => m.depositsReturned],
] as const satisfies readonly (readonly [string, (figures: MoneyFigures) => number])[];

/**
 * Money collected (advances, balances and deposits applied at returns) on each Dhaka day of the period, as
 * bars, with its table; the table's last column is the deposits held at the end of each day, and in the totals
 * row at the end of the period (a balance, not a sum).
 */
export function RevenueChart({
  days,
  total,
  range,
}: {
  days: readonly MoneyDay[];
  total: MoneyFigures;
  range: DayRange;
}) {
  const { t } = useTranslation('reports');
  const f = useFormat();
  const title = t('revenue.title');
  return (
    <ChartFigure
      title={title}
      intro={t('revenue.intro')}
      summary={revenueSummary(days, range, f.language)}
      emptyText={total.collected === 0 ? t('revenue.empty') : null}
      draw={(boxWidth, labelId) => drawRevenue(days, boxWidth, labelId, { t, f })}
      table={
        <FiguresTable
          caption={t('revenue.table', { title })}
          head={
            <tr>
              <th scope="col" className={TH}>
                {t('chart.day')}
              </th>
              {MONEY_COLUMNS.map(([c]) => (
                <th key={c} scope="col" className={`${TH} ${NUM}`}>
                  {t(`revenue.${c}`)}
                </th>
              ))}
              <th scope="col" className={`${TH} ${NUM}`}>
                {t('revenue.depositsHeld')}
              </th>
            </tr>
          }
          rows={days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className={`${TD} font-medium`}>
                {formatWeekdayDay(day.date, f.language)}
              </th>
              {MONEY_COLUMNS.map(([c, of]) => (
                <td key={c} className={`${TD} ${NUM}`}>
                  {f.taka(of(day))}
                </td>
              ))}
              <td className={`${TD} ${NUM}`}>{f.taka(day.depositsHeld)}</td>
            </tr>
          ))}
          foot={
            <tr>
              <th scope="row" className={TD}>
                {t('chart.total')}
              </th>
              {MONEY_COLUMNS.map(([c, of]) => (
                <td key={c} className={`${TD} ${NUM}`}>
                  {f.taka(of(total))}
                </td>
              ))}
              <td className={`${TD} ${NUM}`}>{f.taka(days.at(-1)?.depositsHeld ?? 0)}</td>
            </tr>
          }
        />
      }
    />
  );
}
