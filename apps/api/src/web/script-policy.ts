import { createHash } from 'node:crypto';

/**
 * The content security policy's sources for the inline scripts of index.html (the theme applied before the
 * first paint, the app's start): each allowed by its hash, so no other inline script can run. Data blocks
 * (`type="application/json"`) are not scripts the browser runs.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/(?:^|\s)src=/.test(attributes) || /\btype="application\/json"/.test(attributes) || !text) continue;
    sources.push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return sources;
}

/** The policy with `sources` added to its script-src (and left alone when it has none). */
export function allowScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src\s[^;]*)/, `$1$2 ${sources.join(' ')}`);
}
