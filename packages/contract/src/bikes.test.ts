import { describe, expect, it } from 'vitest';
import { CreateBikeSchema, UpdateBikeSchema, bikeChanges, newBikeFields } from './bikes.ts';
import { sayMessage } from './say.ts';

const bike = {
  name: 'Yamaha FZS V3',
  brand: 'Yamaha',
  model: 'FZS V3',
  year: 2023,
  image: '/media/bikes/yamaha-fzs-v3.svg',
  pricePerHour: 150,
  description: 'A calm 150 CC commuter.',
  cc: 149,
};

describe("the shop's offer switch", () => {
  it('is isOffered on a new bike; the spec client’s isAvailable is read when isOffered is missing', () => {
    const fields = (body: object) => newBikeFields(CreateBikeSchema.parse({ ...bike, ...body }));
    // The day and week prices the body leaves out are derived (8 hours' price, 5 days').
    const stored = { ...bike, pricePerDay: 1200, pricePerWeek: 6000 };
    expect(fields({})).toEqual(stored);
    expect(fields({ isOffered: false })).toEqual({ ...stored, isOffered: false });
    expect(fields({ isAvailable: false })).toEqual({ ...stored, isOffered: false });
    expect(fields({ isOffered: true, isAvailable: false })).toEqual({ ...stored, isOffered: true });
  });

  it('is isOffered in an update too, with the echoed read-only fields dropped', () => {
    const changes = (body: object) => bikeChanges(UpdateBikeSchema.parse(body));
    expect(changes({ pricePerHour: 175 })).toEqual({ pricePerHour: 175 });
    expect(changes({ isOffered: false })).toEqual({ isOffered: false });
    expect(changes({ isAvailable: false })).toEqual({ isOffered: false });
    expect(changes({ isOffered: true, isAvailable: false, isBooked: true, createdAt: '2026-01-01' })).toEqual({
      isOffered: true,
    });
  });

  it('must be true or false', () => {
    const result = CreateBikeSchema.safeParse({ ...bike, isOffered: 'yes' });
    expect(result.error?.issues[0]?.path).toEqual(['isOffered']);
    expect(sayMessage('en', result.error?.issues[0]?.message ?? '')).toBe('isOffered must be true or false');
  });
});
