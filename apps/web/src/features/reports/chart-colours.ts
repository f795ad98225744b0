/**
 * The charts' colours, taken from the theme (Tailwind's palette and the shop's `--color-brand-*` in
 * `index.css`), one for the light and one for the dark theme (`html.dark`). They are applied as CSS classes,
 * so switching the theme recolours the charts with no redraw. The class names are written out whole so
 * Tailwind finds them; `chart-colours.test.ts` checks each class names its two colours and that the
 * colours reach WCAG 2.2 AA against the chart's background: 3:1 for bars and axis lines (1.4.11), 4.5:1 for
 * text (1.4.3).
 */

/** A colour of Tailwind's palette or the shop's brand scale: 'brand-700', 'slate-300', 'white'. */
export type ThemeColourName = string;

export type ThemeColour = {
  light: ThemeColourName;
  dark: ThemeColourName;
  /** The Tailwind classes applying it: `fill-…`, `stroke-…` or `bg-…`, light then `dark:`. */
  className: string;
};

/** What every chart is drawn on: the cards' background. */
export const CHART_BACKGROUND: ThemeColour = {
  light: 'white',
  dark: 'slate-900',
  className: 'bg-white dark:bg-slate-900',
};

/** The bars (money per day, utilisation per bike). */
export const BAR: ThemeColour = {
  light: 'brand-700',
  dark: 'brand-400',
  className: 'fill-brand-700 dark:fill-brand-400',
};

/** Axis and tick lines. */
export const AXIS_LINE: ThemeColour = {
  light: 'slate-500',
  dark: 'slate-400',
  className: 'stroke-slate-500 dark:stroke-slate-400',
};

/** Tick labels, bike names and values written on the chart. */
export const CHART_TEXT: ThemeColour = {
  light: 'slate-700',
  dark: 'slate-300',
  className: 'fill-slate-700 dark:fill-slate-300',
};

/**
 * The heat map's levels 1 (few bookings) to 4 (the busiest): darker in the light theme, brighter in the dark
 * one, each at least 3:1 against the background. An hour with no booking is an outlined empty cell.
 */
export const HEAT: readonly ThemeColour[] = [
  { light: 'brand-600', dark: 'brand-700', className: 'fill-brand-600 dark:fill-brand-700' },
  { light: 'brand-700', dark: 'brand-500', className: 'fill-brand-700 dark:fill-brand-500' },
  { light: 'brand-800', dark: 'brand-400', className: 'fill-brand-800 dark:fill-brand-400' },
  { light: 'brand-900', dark: 'brand-300', className: 'fill-brand-900 dark:fill-brand-300' },
];

/** Empty cells and grid lines: decoration only (the values are in the table), so no contrast is required. */
export const EMPTY_CELL_CLASS = 'fill-transparent stroke-slate-300 dark:stroke-slate-600';
export const GRID_CLASS = 'stroke-slate-200 dark:stroke-slate-700';

/** The text of axis ticks (visx's `tickLabelProps`): the page's font, 12 px, in the charts' text colour. */
export const TICK_TEXT = { fontSize: 12, fontFamily: 'inherit', className: CHART_TEXT.className } as const;
