import { FIELD_WORDS_BN, MESSAGES_BN, STATUS_WORDS_BN, TYPE_WORDS_BN } from './messages-bn.ts';
import { formatDigits, formatTaka } from './money.ts';
import type { Language } from './notifications.ts';
import { parseShopPeriod, shopClockWords, shopPeriodWords } from './periods.ts';

/**
 * The language of a request and the server's messages in it (D23, docs/decisions/018). One rule for the
 * server and the web app: the `lang` cookie the web app sets wins; else the browser's Accept-Language, when
 * it prefers a Bangla tag to an English one; else English. A message is localised from its English words:
 * English is what every layer writes (the contract's zod schemas, the services' errors, the routes), so the
 * English text is the key and English comes out byte for byte as it always did.
 */

// The language-choice rule moved to its own module, shared by the server and the web app.
export { LANGUAGE_COOKIE, preferredLanguage, requestLanguage } from './language-choice.ts';

/** How a slot of a template is read from English and written in Bangla (see messages-bn.ts). */
type Slot = { pattern: string; say: (english: string) => string | null };

const word = (words: Readonly<Record<string, string>>) => (english: string) => words[english] ?? english;
const asIs = (english: string) => english;
const number: Slot = { pattern: '(\\d+)', say: (n) => formatDigits(Number(n), 'bn') };
const name: Slot = { pattern: "([\\w$.\\[\\]'-]+(?: [a-z]+){0,2})", say: word(FIELD_WORDS_BN) };
/** One key of a path, as the error handler puts it in front of a message (no spaces: never a sentence). */
const path: Slot = { pattern: '([\\w$-]+)', say: word(FIELD_WORDS_BN) };
const text: Slot = { pattern: '(.+?)', say: asIs };

/** A period as formatShopPeriod wrote it in English, written again in Bangla (kept when it is not one). */
function samePeriodInBangla(english: string): string {
  const parts = parseShopPeriod(english);
  return parts ? shopPeriodWords(parts, 'bn') : english;
}

/** A time of day as formatShopClock wrote it in English ('2:05 pm'), on Bangla's clock ('দুপুর ২:০৫'). */
function sameClockInBangla(english: string): string {
  const m = /^(\d{1,2}):(\d{2}) (am|pm)$/.exec(english);
  if (!m) return english;
  const hour = (Number(m[1]) % 12) + (m[3] === 'pm' ? 12 : 0);
  return shopClockWords(hour, Number(m[2]), 'bn');
}

const SLOTS: Record<string, Slot> = {
  path,
  field: name,
  other: name,
  what: name,
  part: name,
  n: number,
  min: number,
  max: number,
  minutes: number,
  days: number,
  taka: { pattern: '(\\d+)', say: (n) => formatTaka(Number(n), 'bn') },
  s: { pattern: '(s?)', say: () => '' },
  period: { pattern: '(.+)', say: samePeriodInBangla },
  clock: { pattern: '(\\d{1,2}:\\d{2} [ap]m)', say: sameClockInBangla },
  status: { pattern: '(.+?)', say: word(STATUS_WORDS_BN) },
  type: { pattern: '(\\w+)', say: word(TYPE_WORDS_BN) },
  received: { pattern: '(\\w+)', say: word(TYPE_WORDS_BN) },
  message: { pattern: '(.+)', say: (m) => translate(m) },
  name: text,
  key: text,
  why: text,
  suffix: { pattern: '(.*)', say: asIs },
};

const SLOT = /\{(\w+)\}/g;
const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's shape with every slot made `{}`: how tests match a source's `${…}` to an entry. */
export function templateSkeleton(template: string): string {
  return template.replace(SLOT, '{}');
}

type Compiled = { regex: RegExp; slots: string[]; bangla: string };

function compile(english: string, bangla: string): Compiled {
  const slots: string[] = [];
  const parts = english.split(SLOT);
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return escape(part);
      const slot = SLOTS[part];
      if (!slot) throw new Error(`messages-bn.ts: unknown slot {${part}} in '${english}'`);
      slots.push(part);
      return slot.pattern;
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), slots, bangla };
}

const TEMPLATES: Compiled[] = Object.entries(MESSAGES_BN)
  .filter(([english]) => /\{\w+\}/.test(english))
  .map(([english, bangla]) => compile(english, bangla));

/** A catalogue entry with slots, filled in: each slot's English value said in Bangla; null when none fits. */
function fromTemplate(message: string): string | null {
  for (const template of TEMPLATES) {
    const m = template.regex.exec(message);
    if (!m) continue;
    const values = template.slots.map((slot, i) => SLOTS[slot]!.say(m[i + 1] ?? ''));
    if (values.some((value) => value === null)) continue;
    const said = new Map(template.slots.map((slot, i) => [slot, values[i]!]));
    return template.bangla.replace(SLOT, (_, slot: string) => said.get(slot) ?? '');
  }
  return null;
}

/** A message's Bangla (an exact entry first, then the first template that matches it whole), or null. */
function translate(message: string): string | null {
  return MESSAGES_BN[message] ?? fromTemplate(message);
}

/**
 * An English message of the server in `language`: itself in English, the catalogue's Bangla otherwise. A
 * message the catalogue lacks stays English rather than failing; the tests make sure there is none.
 */
export function localizeMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  return translate(message) ?? message;
}

/** Whether the catalogue has Bangla for a message, all of it (the tests' question). */
export function hasBangla(message: string): boolean {
  return translate(message) !== null;
}

/** An API body (`{ message, errorMessage: [{ path, message }] }`) with its messages in `language`. */
export function localizeBody<T>(body: T, language: Language): T {
  if (language === 'en' || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { message, errorMessage } = body as { message?: unknown; errorMessage?: unknown };
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (typeof message === 'string') out.message = localizeMessage(message, language);
  if (Array.isArray(errorMessage)) {
    out.errorMessage = errorMessage.map((item: unknown) =>
      item && typeof item === 'object' && typeof (item as { message?: unknown }).message === 'string'
        ? { ...item, message: localizeMessage((item as { message: string }).message, language) }
        : item,
    );
  }
  return out as T;
}
