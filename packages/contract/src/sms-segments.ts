/**
 * How many SMS a text is sent as (docs/product/messages.md#channels): the shop pays per part, and the admin's message list shows it.
 * The rules are the GSM network's (3GPP TS 23.038 for the alphabet, TS 23.040 for concatenation).
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export type SmsSegments = {
  /** GSM-7 when every character is in the GSM default alphabet; otherwise the whole text goes as UCS-2. */
  encoding: SmsEncoding;
  /** Septets (GSM-7, an extension character taking two) or UTF-16 code units (UCS-2, an emoji taking two). */
  units: number;
  /** SMS parts the text is sent as; an empty text is still one SMS. */
  segments: number;
};

/** The GSM 7-bit default alphabet (TS 23.038 §6.2.1), each one septet; ESC (0x1B) is not a character of its own. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** The default alphabet's extension table (TS 23.038 §6.2.1.1): ESC and the character, two septets. */
const GSM_EXTENSION = new Set('\f^{}\\[]~|€');

/**
 * What one SMS holds, and what each part of a longer text holds: a concatenated part gives up room for its
 * user data header (6 octets: 7 septets, or 3 UTF-16 units).
 */
const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

/** The units each character of the text takes in GSM-7, or null when one of them is not in the alphabet. */
function gsmUnits(text: string): number[] | null {
  const units: number[] = [];
  for (const char of text) {
    if (GSM_BASIC.has(char)) units.push(1);
    else if (GSM_EXTENSION.has(char)) units.push(2);
    else return null;
  }
  return units;
}

/**
 * Parts needed for characters of these sizes. A character is never cut between two parts: neither an
 * extension character's ESC and its septet, nor an emoji's two UTF-16 halves (phones could not join them
 * again). A character that does not fit in what is left of a part starts the next one.
 */
function parts(sizes: number[], limit: { single: number; part: number }): number {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= limit.single) return 1;
  let count = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > limit.part) {
      count += 1;
      used = 0;
    }
    used += size;
  }
  return count;
}

/** The encoding, size and number of SMS parts of a text. */
export function smsSegments(text: string): SmsSegments {
  const gsm = gsmUnits(text);
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  // UCS-2 as phones send it: UTF-16, so a character beyond the basic plane (an emoji) takes two units.
  const sizes = gsm ?? Array.from(text, (char) => char.length);
  return {
    encoding,
    units: sizes.reduce((sum, size) => sum + size, 0),
    segments: parts(sizes, LIMITS[encoding]),
  };
}
