import { jsonLdText } from '../lib/structured-data.ts';

/** A page's structured data as a JSON-LD data block (not executed, so the CSP does not concern it). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
