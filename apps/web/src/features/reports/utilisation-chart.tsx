import type { BikeUsage } from '@bond/contract/reports';
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { AXIS_LINE, BAR, CHART_TEXT, GRID_CLASS, TICK_TEXT } from './chart-colours.ts';
import { ChartFigure, FiguresTable, NUM, TD, TH, type ChartDrawing } from './chart-figure.tsx';
import { byUtilisation, formatHours, formatPercent, utilisationSummary } from './report-format.ts';

/** Each bike is a row: its name, and under it its bar with the percentage at the end. */
const ROW = 46;
const BAR_HEIGHT = 16;
const MARGIN = { top: 4, right: 16, bottom: 32, left: 8 };
/** Room after the longest bar for its percentage. */
const VALUE_ROOM = 64;
const MIN_WIDTH = 300;

const bikeName = (bike: BikeUsage) => (bike.retiredAt ? `${bike.name} (retired)` : bike.name);

function drawUtilisation(bikes: readonly BikeUsage[], boxWidth: number, labelId: string): ChartDrawing {
  const width = Math.max(boxWidth, MIN_WIDTH);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = bikes.length * ROW;
  const height = innerHeight + MARGIN.top + MARGIN.bottom;
  const y = scaleBand<string>({ domain: bikes.map((b) => b.bikeId), range: [0, innerHeight] });
  // Up to 100 %, further only when an overrun pushed a bike past it (both customers are charged).
  const top = Math.max(1, ...bikes.map((b) => b.utilisation));
  const x = scaleLinear<number>({ domain: [0, top], range: [0, innerWidth - VALUE_ROOM] });
  const xTicks = x.ticks(innerWidth < 420 ? 2 : 4);
  return {
    width,
    svg: (
      <svg role="img" aria-labelledby={labelId} width={width} height={height} className="block">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {xTicks.map((tick) => (
            <line key={tick} x1={x(tick)} x2={x(tick)} y1={0} y2={innerHeight} className={GRID_CLASS} />
          ))}
          {bikes.map((bike) => {
            const rowTop = y(bike.bikeId) ?? 0;
            const barWidth = x(bike.utilisation);
            return (
              <g key={bike.bikeId}>
                <text x={0} y={rowTop + 14} fontSize={13} className={`${CHART_TEXT.className} font-semibold`}>
                  {bikeName(bike)}
                </text>
                <Bar
                  x={0}
                  y={rowTop + 20}
                  width={Math.max(barWidth, bike.utilisation > 0 ? 2 : 0)}
                  height={BAR_HEIGHT}
                  className={BAR.className}
                />
                <text
                  x={barWidth + 6}
                  y={rowTop + 20 + BAR_HEIGHT / 2}
                  dy="0.35em"
                  fontSize={12}
                  className={CHART_TEXT.className}
                >
                  {formatPercent(bike.utilisation)}
                </text>
              </g>
            );
          })}
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={xTicks}
            tickFormat={(v) => formatPercent(Number(v))}
            axisLineClassName={AXIS_LINE.className}
            tickLineProps={{ className: AXIS_LINE.className }}
            tickLabelProps={{ ...TICK_TEXT, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    ),
  };
}

export const UTILISATION_TITLE = 'Utilisation per bike';

/** How much of its time in the shop each bike was out on rent, most used first, as horizontal bars. */
export function UtilisationChart({ bikes }: { bikes: readonly BikeUsage[] }) {
  const sorted = byUtilisation(bikes);
  return (
    <ChartFigure
      title={UTILISATION_TITLE}
      intro="The share of each bike’s hours in the shop (so far, in a period that has not ended) that were rented out."
      summary={utilisationSummary(sorted)}
      emptyText={sorted.length === 0 ? 'No bike was offered in this period.' : null}
      draw={(boxWidth, labelId) => drawUtilisation(sorted, boxWidth, labelId)}
      table={
        <FiguresTable
          caption={UTILISATION_TITLE}
          head={
            <tr>
              <th scope="col" className={TH}>
                Bike
              </th>
              <th scope="col" className={`${TH} ${NUM}`}>
                Utilisation
              </th>
              <th scope="col" className={`${TH} ${NUM}`}>
                Rented
              </th>
              <th scope="col" className={`${TH} ${NUM}`}>
                Available
              </th>
            </tr>
          }
          rows={sorted.map((bike) => (
            <tr key={bike.bikeId}>
              <th scope="row" className={`${TD} font-medium`}>
                {bikeName(bike)}
              </th>
              <td className={`${TD} ${NUM}`}>{formatPercent(bike.utilisation)}</td>
              <td className={`${TD} ${NUM}`}>{formatHours(bike.rentedHours)}</td>
              <td className={`${TD} ${NUM}`}>{formatHours(bike.availableHours)}</td>
            </tr>
          ))}
        />
      }
    />
  );
}
