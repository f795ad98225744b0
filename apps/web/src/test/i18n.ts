import { startLanguage } from '../i18n/index.ts';

/** Renders what follows in Bangla (the setup puts English back after each test). */
export async function inBangla(): Promise<void> {
  await startLanguage('bn');
}

/** The attributes whose words a visitor reads or hears. */
const READ_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];

/**
 * English words left on a screen rendered in Bangla: every visible text and every read attribute, with
 * the words allowed to stay Latin (bike names, brands, e-mail addresses, codes, units such as CC) left out.
 * Empty when the screen is wholly translated.
 */
export function englishLeftIn(root: HTMLElement, allowed: (string | RegExp)[] = []): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, [aria-hidden="true"], [lang="en"]')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    if (element.closest('[lang="en"]')) continue;
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  const isAllowed = (text: string) =>
    allowed.some((rule) => (typeof rule === 'string' ? text.includes(rule) : rule.test(text)));
  return texts
    .map((text) => text.trim())
    .filter((text) => /[A-Za-z]{3,}/.test(text.replace(/\S+@\S+/g, '')) && !isAllowed(text));
}
