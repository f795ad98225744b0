import { bn } from './messages/bn.ts';
import { type Catalogue, en } from './messages/en.ts';
import type { Language } from './languages.ts';

/**
 * The shop's one text system (docs/decisions/027): a message is an id of the catalogues (messages/en.ts,
 * messages/bn.ts) with its parameters, said in a language only where it leaves for a reader: the API's
 * answer, the web page, the SMS or the e-mail. Nothing is translated from another language's sentence.
 */

export type { Catalogue };
export type TextId = keyof Catalogue;
/** An entry's arguments: `[]` for one without parameters, `[params]` otherwise. */
export type TextArgs<K extends TextId> = Parameters<Catalogue[K]>;
/** The entries that say one sentence (the others write a whole SMS and e-mail). */
export type SentenceId = { [K in TextId]: ReturnType<Catalogue[K]> extends string ? K : never }[TextId];
/** A sentence not yet said: its id and its parameters. */
export type Text = { [K in SentenceId]: { id: K; params: TextArgs<K>[0] } }[SentenceId];

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, bn };

/** An entry of the catalogues as one function of loose arguments (what `say` calls, once its types held). */
const entryOf = (language: Language, id: TextId) => CATALOGUES[language][id] as (params?: unknown) => never;

/**
 * A message in `language`: `say('bn', 'notFound', { what: 'Bike' })`, a sentence; an entry for a message to
 * a customer gives its SMS and its e-mail.
 */
export function say<K extends TextId>(language: Language, id: K, ...args: TextArgs<K>): ReturnType<Catalogue[K]> {
  return entryOf(language, id)(args[0]);
}

/** A sentence held as a value (an error's, a check's) said in `language`. */
export function sayText(language: Language, message: Text): string {
  return entryOf(language, message.id)(message.params);
}

/** A sentence as a value, to say later: `text.notFound({ what: 'Bike' })`. */
export const text = Object.fromEntries(Object.keys(en).map((id) => [id, (params?: unknown) => ({ id, params })])) as {
  readonly [K in SentenceId]: (...args: TextArgs<K>) => Text;
};

/**
 * A message as zod carries it (a schema's `error`, a refinement's `message`): a string, so it is its id and
 * parameters marked and written as JSON. Whoever shows a zod message says it with `sayMessage`: the API's
 * error handler in the request's language, a web form in the page's. Parameters must be JSON (no instants).
 */
const MARK = '\u2063text:';

export function zodText<K extends SentenceId>(id: K, ...args: TextArgs<K>): string {
  return markText({ id, params: args[0] } as Text);
}

/** A message held as a value, as a zod message (a form's own check that reuses a contract rule). */
export function markText(message: Text): string {
  return `${MARK}${JSON.stringify(message)}`;
}

/** The message a zod message carries (see zodText), or null for any other string. */
export function readText(message: string): Text | null {
  if (!message.startsWith(MARK)) return null;
  try {
    const read = JSON.parse(message.slice(MARK.length)) as { id?: unknown; params?: unknown };
    return typeof read.id === 'string' && Object.hasOwn(en, read.id) ? (read as Text) : null;
  } catch {
    return null;
  }
}

/** A zod message (or any string) in `language`: a marked message said, anything else as it is. */
export function sayMessage(language: Language, message: string): string {
  const read = readText(message);
  return read ? sayText(language, read) : message;
}

/** The kind of a value as zod names it in "received …". */
function kindOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'Date';
  return typeof value;
}

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** The parts of a raw zod issue zod's own messages need. */
type RawIssue = {
  code: string;
  input?: unknown;
  expected?: string;
  values?: readonly unknown[];
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
};

/**
 * Zod's own messages, for input no schema names a message for (a body that is not an object, say), as
 * marked messages of the catalogues: a parse's `error` option (`schema.safeParse(data, { error:
 * zodDefaultText })`). An unknown key gets none: whoever reads the issue names the key itself.
 */
export function zodDefaultText(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return zodText('invalidType', {
        expected: issue.expected === 'nan' ? 'NaN' : String(issue.expected),
        received: kindOf(issue.input),
      });
    case 'invalid_value': {
      const values = issue.values ?? [];
      return values.length === 1
        ? zodText('invalidValue', { value: shown(values[0]) })
        : zodText('invalidOption', { options: values.map(shown).join('|') });
    }
    case 'too_big':
    case 'too_small': {
      const type = issue.origin ?? 'value';
      const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
      if (issue.exact) return zodText('exactLength', { type, n: limit, big: issue.code === 'too_big' });
      const inclusive = issue.inclusive ?? true;
      return issue.code === 'too_big'
        ? zodText('tooBig', { type, max: limit, inclusive })
        : zodText('tooSmall', { type, min: limit, inclusive });
    }
    case 'unrecognized_keys':
      return undefined;
    default:
      return zodText('invalidInput');
  }
}
