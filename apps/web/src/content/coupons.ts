export type Coupon = {
  code: string;
  /** Discount in percent. */
  discount: number;
  /** Minimum rental cost in taka (BDT) for the coupon to apply. */
  minimumSpend: number;
  details: string;
  /** true when the coupon is active. */
  status: boolean;
  bikeId: string | null;
  userId: string | null;
};

export const coupons: Coupon[] = [
  {
    code: 'DIWALI10',
    discount: 10,
    minimumSpend: 200,
    details: 'Get 10% off on rentals of 200tk or more',
    status: true,
    bikeId: null,
    userId: null,
  },
  {
    code: 'NEWYEAR15',
    discount: 15,
    minimumSpend: 400,
    details: 'Get 15% off on rentals of 400tk or more',
    status: true,
    bikeId: null,
    userId: null,
  },
  {
    code: 'HOLI20',
    discount: 20,
    minimumSpend: 599,
    details: 'Get 20% off on rentals of 599tk or more',
    status: false,
    bikeId: null,
    userId: null,
  },
  {
    code: 'EID25',
    discount: 25,
    minimumSpend: 399,
    details: 'Get 25% off on rentals of 399tk or more',
    status: true,
    bikeId: null,
    userId: null,
  },
  {
    code: 'CHRISTMAS30',
    discount: 30,
    minimumSpend: 650,
    details: 'Get 30% off on rentals of 650tk or more',
    status: false,
    bikeId: null,
    userId: null,
  },
  {
    code: 'SAVE50',
    discount: 50,
    minimumSpend: 999,
    details: 'Get 50% off on rentals of 999tk or more',
    status: true,
    bikeId: null,
    userId: null,
  },
];
