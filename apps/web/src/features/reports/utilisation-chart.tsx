import type { BikeUsage } from '@bond/contract/reports';
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import type { Language } from '../../i18n/languages.ts';
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

const bikeName = (bike: BikeUsage, t: TFunction<'reports'>) =>
  bike.retiredAt ? t('utilisation.retired', { name: bike.name }) : bike.name;

function drawUtilisation(
  bikes: readonly BikeUsage[],
  boxWidth: number,
  labelId: string,
  t: TFunction<'reports'>,
  language: Language,
): ChartDrawing {
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
                  {bikeName(bike, t)}
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
                  {formatPercent(bike.utilisation, language)}
                </text>
              </g>
            );
          })}
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={xTicks}
            tickFormat={(v) => formatPercent(Number(v), language)}
            axisLineClassName={AXIS_LINE.className}
            tickLineProps={{ className: AXIS_LINE.className }}
            tickLabelProps={{ ...TICK_TEXT, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    ),
  };
}

/** How much of its time in the shop each bike was out on rent, most used first, as horizontal bars. */
export function UtilisationChart({ bikes }: { bikes: readonly BikeUsage[] }) {
  const { t } = useTranslation('reports');
  const { language } = useFormat();
  const sorted = byUtilisation(bikes);
  const title = t('utilisation.title');
  return (
    <ChartFigure
      title={title}
      intro={t('utilisation.intro')}
      summary={utilisationSummary(sorted, language)}
      emptyText={sorted.length === 0 ? t('utilisation.empty') : null}
      draw={(boxWidth, labelId) => drawUtilisation(sorted, boxWidth, labelId, t, language)}
      table={
        <FiguresTable
          caption={title}
          head={
            <tr>
              <th scope="col" className={TH}>
                {t('utilisation.bike')}
              </th>
              <th scope="col" className={`${TH} ${NUM}`}>
                {t('utilisation.utilisation')}
              </th>
              <th scope="col" className={`${TH} ${NUM}`}>
                {t('utilisation.rented')}
              </th>
              <th scope="col" className={`${TH} ${NUM}`}>
                {t('utilisation.available')}
              </th>
            </tr>
          }
          rows={sorted.map((bike) => (
            <tr key={bike.bikeId}>
              <th scope="row" className={`${TD} font-medium`}>
                {bikeName(bike, t)}
              </th>
              <td className={`${TD} ${NUM}`}>{formatPercent(bike.utilisation, language)}</td>
              <td className={`${TD} ${NUM}`}>{formatHours(bike.rentedHours, language)}</td>
              <td className={`${TD} ${NUM}`}>{formatHours(bike.availableHours, language)}</td>
            </tr>
          ))}
        />
      }
    />
  );
}
