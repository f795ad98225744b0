import { formatTaka } from '@bond/contract/money';
import type { MoneyDay, MoneyFigures } from '@bond/contract/reports';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
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

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function drawRevenue(days: readonly MoneyDay[], boxWidth: number, labelId: string): ChartDrawing {
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
                <title>{`${formatWeekdayDay(day.date)}: ${formatTaka(day.collected)}`}</title>
              </Bar>
            ) : null,
          )}
          <AxisLeft
            scale={y}
            tickValues={yTicks}
            tickFormat={(v) => amount.format(Number(v))}
            axisLineClassName={AXIS_LINE.className}
            tickLineProps={{ className: AXIS_LINE.className }}
            tickLabelProps={{ ...TICK_TEXT, textAnchor: 'end', dx: -4, dy: 4 }}
            label="BDT"
            labelProps={{ ...TICK_TEXT, textAnchor: 'middle' }}
            labelOffset={36}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={xTicks}
            tickFormat={(d) => (withWeekday ? formatWeekdayDay(String(d)) : formatShortDay(String(d)))}
            axisLineClassName={AXIS_LINE.className}
            tickLineProps={{ className: AXIS_LINE.className }}
            tickLabelProps={{ ...TICK_TEXT, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    ),
  };
}

const MONEY_COLUMNS: { key: keyof MoneyFigures; header: string }[] = [
  { key: 'collected', header: 'Collected' },
  { key: 'advances', header: 'Advances' },
  { key: 'balances', header: 'Balances' },
  { key: 'refundsDue', header: 'Refunds due' },
  { key: 'refunded', header: 'Refunded' },
];

export const REVENUE_TITLE = 'Collected per day';

/** Money collected (advances and balances) on each Dhaka day of the period, as bars, with its table. */
export function RevenueChart({
  days,
  total,
  range,
}: {
  days: readonly MoneyDay[];
  total: MoneyFigures;
  range: DayRange;
}) {
  return (
    <ChartFigure
      title={REVENUE_TITLE}
      intro="Advances and balances the gateway confirmed, on the Dhaka day they were paid."
      summary={revenueSummary(days, range)}
      emptyText={total.collected === 0 ? 'No money was collected in this period.' : null}
      draw={(boxWidth, labelId) => drawRevenue(days, boxWidth, labelId)}
      table={
        <FiguresTable
          caption={`${REVENUE_TITLE} (BDT)`}
          head={
            <tr>
              <th scope="col" className={TH}>
                Day
              </th>
              {MONEY_COLUMNS.map((c) => (
                <th key={c.key} scope="col" className={`${TH} ${NUM}`}>
                  {c.header}
                </th>
              ))}
            </tr>
          }
          rows={days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className={`${TD} font-medium`}>
                {formatWeekdayDay(day.date)}
              </th>
              {MONEY_COLUMNS.map((c) => (
                <td key={c.key} className={`${TD} ${NUM}`}>
                  {formatTaka(day[c.key])}
                </td>
              ))}
            </tr>
          ))}
          foot={
            <tr>
              <th scope="row" className={TD}>
                Total
              </th>
              {MONEY_COLUMNS.map((c) => (
                <td key={c.key} className={`${TD} ${NUM}`}>
                  {formatTaka(total[c.key])}
                </td>
              ))}
            </tr>
          }
        />
      }
    />
  );
}
