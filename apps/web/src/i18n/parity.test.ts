import { describe, expect, it } from 'vitest';
import { bn } from './locales/bn/index.ts';
import { en } from './locales/en/index.ts';

type Tree = { [key: string]: string | Tree };

/** Every key of a namespace as a dotted path, with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The placeholders ({{name}}) and the numbered tags (<1>…</1>) a text carries, sorted. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\d+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();
}

describe('translations', () => {
  it('has the same namespaces in both languages', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
  });

  for (const ns of Object.keys(en) as (keyof typeof en)[]) {
    describe(ns, () => {
      const english = flatten(en[ns] as Tree);
      const bangla = flatten(bn[ns] as Tree);

      it('has every key in both languages', () => {
        expect(
          [...bangla.keys()].filter((k) => !english.has(k)),
          'keys only in Bangla',
        ).toEqual([]);
        expect(
          [...english.keys()].filter((k) => !bangla.has(k)),
          'keys only in English',
        ).toEqual([]);
      });

      it('has a Bangla text for every key, with the same placeholders', () => {
        for (const [key, text] of english) {
          const translated = bangla.get(key) ?? '';
          expect(translated.trim(), `${ns}:${key} is empty in Bangla`).not.toBe('');
          expect(slots(translated), `${ns}:${key} placeholders`).toEqual(slots(text));
        }
      });
    });
  }
});
