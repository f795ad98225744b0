import { say, sayMessage, type TextArgs, type TextId } from '@bond/contract/say';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/languages.ts';

/**
 * A message of the shared rules (the contract's form checks, docs/product/languages.md#two-languages) in the page's language, said from the
 * catalogues the server answers with (docs/decisions/027): the contract's schemas carry their messages as
 * catalogue ids with parameters. Any other message (the web app's own, already in the page's language)
 * comes back as it is.
 */
export function useLocalizedMessage(message: string | undefined): string | undefined {
  const { i18n } = useTranslation();
  if (message === undefined) return message;
  return sayMessage(isLanguage(i18n.language) ? i18n.language : 'en', message);
}

/** The catalogues' `say` in the page's language: `useSay()('notFound', { what: 'Bike' })`. */
export function useSay() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return <K extends TextId>(id: K, ...args: TextArgs<K>) => say(language, id, ...args);
}
