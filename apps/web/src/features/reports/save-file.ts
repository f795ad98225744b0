/** Saving a downloaded file in the browser, under the name the server chose. */

/**
 * The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (RFC 6266) first, then
 * `filename="…"` or a bare `filename=…`; `fallback` when there is none. Folders are never part of it.
 */
export function csvFileName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(disposition);
    const bare = /filename\s*=\s*([^;"\s]+)/.exec(disposition);
    name = quoted?.[1]?.replace(/\\(.)/g, '$1') ?? bare?.[1];
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : fallback;
}

/** Hands `blob` to the browser as a download called `fileName` (a link with `download`, clicked once). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Let the browser start reading the file before its address is let go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
