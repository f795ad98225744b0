import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes.ts';

describe('fieldChanges', () => {
  const bike = { name: 'Pulsar', pricePerHour: 150, isOffered: true, description: 'Red' };

  it('keeps only the fields whose value changes, before and after', () => {
    expect(fieldChanges(bike, { name: 'Pulsar', pricePerHour: 180, isOffered: false })).toEqual({
      before: { pricePerHour: 150, isOffered: true },
      after: { pricePerHour: 180, isOffered: false },
    });
  });

  it('gives nothing for an update that sends every field unchanged, or leaves fields out', () => {
    expect(fieldChanges(bike, { ...bike })).toEqual({ before: {}, after: {} });
    expect(fieldChanges(bike, { description: undefined })).toEqual({ before: {}, after: {} });
  });
});
