/** Rentals and answers for the tests of the handover and return screens. */
import type { CounterDayRental } from '@bond/contract/counter';
import type { Bill } from '@bond/contract/inspections';

/** A paid booking of today, not handed over: 2:00 pm to 6:00 pm in Dhaka, its bike taking 2,000 BDT. */
export const toHandOver: CounterDayRental = {
  _id: '10000000-0000-4000-8000-000000000011',
  customer: { _id: '60000000-0000-4000-8000-000000000011', name: 'Karim Hossain', phone: '+8801711000001' },
  bike: { _id: '30000000-0000-4000-8000-000000000011', name: 'Yamaha FZS V3', deposit: 2000 },
  startTime: '2026-11-26T08:00:00.000Z',
  endTime: '2026-11-26T12:00:00.000Z',
  returnTime: null,
  holdExpiresAt: null,
  handedOverAt: null,
  status: 'booked',
  isOverdue: false,
  due: null,
};

/** The same rental out on rent since 2:05 pm, two hours overdue. */
export const outOnRent: CounterDayRental = {
  ...toHandOver,
  handedOverAt: '2026-11-26T08:05:00.000Z',
  status: 'active',
  isOverdue: true,
};

/** The ids the stand-in upload gives photos, in turn. */
export const PHOTO_IDS = [1, 2, 3, 4, 5].map((n) => `90000000-0000-4000-8000-00000000000${n}`);

/** The stand-in upload's answers: a photo kept, with each id in turn. */
export const photoAnswers = () =>
  PHOTO_IDS.map((id) => ({
    status: 201,
    body: {
      success: true,
      message: 'Photo saved',
      data: { _id: id, rentalId: toHandOver._id, stage: null, width: 1600, height: 1200, createdAt: '' },
    },
  }));

/** Photos as a phone's camera gives them. */
export const cameraPhotos = (n: number) =>
  Array.from({ length: n }, (_, i) => new File([new Uint8Array(32)], `IMG_${2040 + i}.jpg`, { type: 'image/jpeg' }));

const line = (kind: Bill['lines'][number]['kind'], en: string, bn: string, amount: number) => ({
  kind,
  key: kind,
  label: { en, bn },
  amount,
});

/** Back two hours late with a scratch: 2,120 BDT, the deposit pays 2,000 of it and 20 BDT is left to pay. */
export const lateWithScratch: Bill = {
  lines: [
    line('time', '6 hours × 180 BDT', '৬ ঘণ্টা × ১৮০৳', 1080),
    line('late', 'Late: 2 hours × 270 BDT', 'দেরি: ২ ঘণ্টা × ২৭০৳', 540),
    line('charge', 'Scratch', 'আঁচড়', 500),
    line('advance', 'Advance paid', 'অগ্রিম', -100),
    line('deposit_applied', 'Taken from the deposit', 'জামানত থেকে', -2000),
    line('balance', 'Left to pay', 'বাকি', 20),
  ],
  total: 2120,
  rent: 1080,
  lateFee: 540,
  extras: 500,
  depositApplied: 2000,
  depositRefund: 0,
  balance: 20,
};

/** On time with nothing wrong: the rest of the deposit goes back. */
export const onTime: Bill = {
  lines: [
    line('time', '4 hours × 180 BDT', '৪ ঘণ্টা × ১৮০৳', 720),
    line('advance', 'Advance paid', 'অগ্রিম', -100),
    line('deposit_applied', 'Taken from the deposit', 'জামানত থেকে', -620),
    line('balance', 'Left to pay', 'বাকি', 0),
    line('deposit_refund', 'Deposit given back', 'জামানত ফেরত', 1380),
  ],
  total: 720,
  rent: 720,
  lateFee: 0,
  extras: 0,
  depositApplied: 620,
  depositRefund: 1380,
  balance: 0,
};
