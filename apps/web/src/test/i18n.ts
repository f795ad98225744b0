import { startLanguage } from '../i18n/index.ts';

/** Renders what follows in Bangla (the setup puts English back after each test). */
export async function inBangla(): Promise<void> {
  await startLanguage('bn');
}
