import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import colors from 'tailwindcss/colors';
import { describe, expect, it } from 'vitest';
import {
  AXIS_LINE,
  BAR,
  CHART_BACKGROUND,
  CHART_TEXT,
  HEAT,
  type ThemeColour,
  type ThemeColourName,
} from './chart-colours.ts';

/**
 * WCAG 2.2 contrast of the charts' colours against their background, in both themes, read from the real
 * theme: the shop's brand scale from `index.css`, the rest from Tailwind's palette (oklch).
 */

const brand = Object.fromEntries(
  [
    ...readFileSync(join(import.meta.dirname, '../../index.css'), 'utf8').matchAll(
      /--color-(brand-\d+):\s*(#[0-9a-f]{6})/gi,
    ),
  ].map((m) => [m[1], m[2]]),
) as Record<string, string>;

/** The CSS value of a theme colour: '#c2410c', 'oklch(20.8% 0.042 265.755)'. */
function cssValue(name: ThemeColourName): string {
  if (name in brand) return brand[name] as string;
  if (name === 'white' || name === 'black') return colors[name];
  const [hue, shade] = name.split('-');
  const value = (colors as unknown as Record<string, Record<string, string>>)[hue ?? '']?.[shade ?? ''];
  if (!value) throw new Error(`No colour ${name} in the theme`);
  return value;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp = (c: number) => Math.min(1, Math.max(0, c));

/** Linear sRGB of '#rrggbb', '#rgb' or 'oklch(L% C H)' (OKLab → linear sRGB, clipped to the sRGB gamut). */
function linearRgb(value: string): [number, number, number] {
  const long = value.replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3');
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(long);
  if (hex) return [1, 2, 3].map((i) => toLinear(parseInt(hex[i] as string, 16) / 255)) as [number, number, number];
  const ok = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  if (!ok) throw new Error(`Cannot read ${value}`);
  const [l, c, h] = [Number(ok[1]) / 100, Number(ok[2]), (Number(ok[3]) * Math.PI) / 180];
  const [a, b] = [c * Math.cos(h), c * Math.sin(h)];
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    clamp(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
    clamp(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
    clamp(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
  ];
}

function luminance(name: ThemeColourName): number {
  const [r, g, b] = linearRgb(cssValue(name));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: ThemeColourName, b: ThemeColourName): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const THEMES = ['light', 'dark'] as const;

describe('the chart colours', () => {
  it('are computed right (known pairs)', () => {
    expect(contrast('white', 'black')).toBeCloseTo(21, 5);
    // #c2410c on white: 5.18 by any WCAG checker.
    expect(contrast('brand-700', 'white')).toBeCloseTo(5.18, 2);
    // Tailwind's slate-900 is #0f172b in sRGB.
    expect(contrast('slate-900', 'white')).toBeCloseTo(17.8, 1);
  });

  it('name both themes in their classes', () => {
    for (const colour of [BAR, AXIS_LINE, CHART_TEXT, CHART_BACKGROUND, ...HEAT]) {
      const classes = colour.className.split(' ');
      expect(classes.some((c) => !c.startsWith('dark:') && c.endsWith(`-${colour.light}`))).toBe(true);
      expect(classes.some((c) => c.startsWith('dark:') && c.endsWith(`-${colour.dark}`))).toBe(true);
    }
  });

  for (const theme of THEMES) {
    describe(`in the ${theme} theme`, () => {
      const on = (colour: ThemeColour) => contrast(colour[theme], CHART_BACKGROUND[theme]);

      it('bars and axis lines stand out from the background by 3:1 or more', () => {
        expect(on(BAR)).toBeGreaterThanOrEqual(3);
        expect(on(AXIS_LINE)).toBeGreaterThanOrEqual(3);
      });

      it('text on the charts reaches 4.5:1', () => {
        expect(on(CHART_TEXT)).toBeGreaterThanOrEqual(4.5);
      });

      it('every heat map level stands out by 3:1, and busier hours stand out more', () => {
        const ratios = HEAT.map(on);
        for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(3);
        expect([...ratios].sort((a, b) => a - b)).toEqual(ratios);
      });
    });
  }
});
