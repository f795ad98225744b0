import { localizeMessage } from '@bond/contract/localize';
import { useTranslation } from 'react-i18next';

/**
 * A message written in English by the shared rules (the contract's form checks, docs/product/languages.md#two-languages) in the page's language,
 * from the same catalogue the server answers with (decision 018). A message already in the page's language
 * comes back as it is.
 */
export function useLocalizedMessage(message: string | undefined): string | undefined {
  const { i18n } = useTranslation();
  if (message === undefined || i18n.language !== 'bn') return message;
  return localizeMessage(message, 'bn');
}
