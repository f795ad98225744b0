import { describe, expect, it } from 'vitest';
import { mayLoadDecorativeMedia, type DataSavingSignals } from './data-saving.ts';

const fast: DataSavingSignals = {
  saveData: false,
  effectiveType: '4g',
  prefersReducedData: false,
  prefersReducedMotion: false,
};

describe('spending a visitor’s data on the banner video', () => {
  it('loads it on a fast connection, or where the browser does not say', () => {
    expect(mayLoadDecorativeMedia(fast)).toBe(true);
    expect(mayLoadDecorativeMedia({ ...fast, effectiveType: undefined })).toBe(true);
  });

  it('keeps the still picture when the visitor saves data or prefers less motion', () => {
    expect(mayLoadDecorativeMedia({ ...fast, saveData: true })).toBe(false);
    expect(mayLoadDecorativeMedia({ ...fast, prefersReducedData: true })).toBe(false);
    expect(mayLoadDecorativeMedia({ ...fast, prefersReducedMotion: true })).toBe(false);
  });

  it('keeps the still picture on 2G and 3G', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(mayLoadDecorativeMedia({ ...fast, effectiveType }), effectiveType).toBe(false);
  });
});
