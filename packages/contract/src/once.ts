/**
 * A value made the first time it is asked for, then kept. For Intl formatters: making one loads its
 * locale's data, which costs a slow phone tens of milliseconds at start-up, so none is made
 * before something is formatted, and a language's are made only for a page in that language.
 */
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
