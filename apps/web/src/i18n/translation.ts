/**
 * The shape a translation must have: the English namespace's keys, each with a string. A key missing in
 * Bangla, or one Bangla has and English lacks, fails the type check (and `parity.test.ts`).
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
