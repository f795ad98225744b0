import { z } from 'zod';
import { ShopDateSchema } from './common.ts';
import { shopDateRange } from './periods.ts';
import { zodText } from './say.ts';
import { asciiDigits } from './text.ts';

/*
 * A bike's papers (docs/product/fleet-calendar.md#papers): its BRTA registration number and the three papers
 * that expire: the tax token, the fitness certificate and the insurance. A bike whose paper has lapsed is not
 * handed over, nor booked for time after it lapses; admins are reminded before it does.
 */

export const PAPER_KINDS = ['taxToken', 'fitness', 'insurance'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** How many days before a paper's expiry admins are reminded: once at each. */
export const PAPER_REMINDER_DAYS = [15, 1] as const;
/** A paper expiring within this many days is shown as expiring soon. */
export const PAPER_SOON_DAYS = 15;

/**
 * The districts and metropolitan cities a BRTA number may name, English and Bangla (the shop's bikes are
 * registered where the shop is; these cover the country's metropolitan areas and their districts).
 */
const AREAS: readonly (readonly [string, string])[] = [
  ['Dhaka', 'ঢাকা'],
  ['Chattogram', 'চট্টগ্রাম'],
  ['Khulna', 'খুলনা'],
  ['Rajshahi', 'রাজশাহী'],
  ['Sylhet', 'সিলেট'],
  ['Barishal', 'বরিশাল'],
  ['Rangpur', 'রংপুর'],
  ['Mymensingh', 'ময়মনসিংহ'],
  ['Gazipur', 'গাজীপুর'],
  ['Narayanganj', 'নারায়ণগঞ্জ'],
  ['Cumilla', 'কুমিল্লা'],
];
/** Older English spellings still painted on plates. */
const AREA_ALIASES: Readonly<Record<string, string>> = {
  CHITTAGONG: 'Chattogram',
  CHATTA: 'Chattogram',
  BARISAL: 'Barishal',
  COMILLA: 'Cumilla',
};

/** The vehicle classes of a BRTA number: the Bangla letter and the one English spelling the shop keeps. */
const CLASSES: readonly (readonly [string, string])[] = [
  ['KA', 'ক'],
  ['KHA', 'খ'],
  ['GA', 'গ'],
  ['GHA', 'ঘ'],
  ['CHA', 'চ'],
  ['CHHA', 'ছ'],
  ['JA', 'জ'],
  ['JHA', 'ঝ'],
  ['TA', 'ত'],
  ['THA', 'থ'],
  ['DA', 'দ'],
  ['DHA', 'ধ'],
  ['NA', 'ন'],
  ['PA', 'প'],
  ['FA', 'ফ'],
  ['BA', 'ব'],
  ['BHA', 'ভ'],
  ['MA', 'ম'],
  ['SA', 'স'],
  ['SHA', 'শ'],
  ['HA', 'হ'],
  ['LA', 'ল'],
];

const areaOf = new Map<string, string>([
  ...AREAS.flatMap(([en, bn]) => [
    [en.toUpperCase(), en],
    [bn, en],
  ]),
  ...Object.entries(AREA_ALIASES),
] as [string, string][]);
const classOf = new Map<string, string>(
  CLASSES.flatMap(
    ([en, bn]) =>
      [
        [en, en],
        [bn, en],
      ] as [string, string][],
  ),
);

const PLATE = /^([\p{L}\p{M}]+)(?:[\s-]+(METRO|মেট্রো))?[\s-]+([\p{L}\p{M}]+)[\s-]*(\d{2})[\s-]+(\d{4})$/u;

/**
 * A BRTA registration number in the one form the shop keeps, `Dhaka Metro-HA 12-3456`, from either language
 * and any spacing (`ঢাকা মেট্রো-হ ১২-৩৪৫৬`, `dhaka metro ha 12 3456`); null when it is in no known form.
 */
export function canonicalRegistration(value: string): string | null {
  const typed = asciiDigits(value.normalize('NFC'))
    .replace(/[\u2010-\u2015]/g, '-')
    .trim()
    .replace(/\s+/g, ' ');
  const match = PLATE.exec(typed.toUpperCase());
  if (!match) return null;
  const [, areaWord, metro, classWord, series, number] = match as unknown as [
    string,
    string,
    string | undefined,
    string,
    string,
    string,
  ];
  const area = areaOf.get(areaWord);
  const vehicleClass = classOf.get(classWord);
  if (!area || !vehicleClass) return null;
  return `${area}${metro ? ' Metro' : ''}-${vehicleClass} ${series}-${number}`;
}

export const RegistrationNumberSchema = z
  .string({ error: zodText('fieldRequired', { field: 'registrationNumber' }) })
  .transform((value, ctx) => {
    const canonical = canonicalRegistration(value);
    if (canonical === null) {
      ctx.addIssue({ code: 'custom', message: zodText('registrationInvalid') });
      return z.NEVER;
    }
    return canonical;
  });

/** `PUT /bikes/{id}/papers` (admins): the registration number and each paper's last valid day (Dhaka). */
export const BikePapersInputSchema = z
  .object({
    registrationNumber: RegistrationNumberSchema,
    taxTokenExpiry: ShopDateSchema,
    fitnessExpiry: ShopDateSchema,
    insuranceExpiry: ShopDateSchema,
  })
  .strict();
export type BikePapersInput = z.input<typeof BikePapersInputSchema>;

/** A bike's papers as staff and admins see them. */
export const BikePapersSchema = z.object({
  bikeId: z.string(),
  bikeName: z.string(),
  registrationNumber: z.string(),
  taxTokenExpiry: z.string(),
  fitnessExpiry: z.string(),
  insuranceExpiry: z.string(),
  updatedAt: z.string(),
  updatedBy: z.object({ _id: z.string(), name: z.string() }),
});
export type BikePapers = z.infer<typeof BikePapersSchema>;

/** Each paper's expiry field. */
export const PAPER_EXPIRY_FIELD: Record<PaperKind, 'taxTokenExpiry' | 'fitnessExpiry' | 'insuranceExpiry'> = {
  taxToken: 'taxTokenExpiry',
  fitness: 'fitnessExpiry',
  insurance: 'insuranceExpiry',
};

/** The paper that lapses first and its last valid day. */
export function firstToLapse(papers: Pick<BikePapers, 'taxTokenExpiry' | 'fitnessExpiry' | 'insuranceExpiry'>): {
  paper: PaperKind;
  expiry: string;
} {
  const [first] = PAPER_KINDS.map((paper) => ({ paper, expiry: papers[PAPER_EXPIRY_FIELD[paper]] })).sort((a, b) =>
    a.expiry.localeCompare(b.expiry),
  );
  return first!;
}

/** The moment a paper valid through the Dhaka day `expiry` lapses: the start of the day after. */
export const lapsesAt = (expiry: string): Date => shopDateRange(expiry, expiry).end;

/** How a paper stands on the Dhaka day `today`: lapsed, expiring within PAPER_SOON_DAYS, or valid. */
export function paperState(expiry: string, today: string): 'expired' | 'soon' | 'valid' {
  if (expiry < today) return 'expired';
  const days = (Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= PAPER_SOON_DAYS ? 'soon' : 'valid';
}
