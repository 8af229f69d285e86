/**
 * A game's save as it was stored, or null when there is none, it is not JSON, not an object or of
 * another version than `version`: what every game's reader rules out first, before it checks each
 * field it uses (a corrupt save must never crash the page).
 */
export function readSave<T extends { version: number }>(raw: string | null, version: T['version']): T | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && (value as T).version === version ? (value as T) : null;
}

/** A saved list of exactly `length` items, each passing `check`. */
export const isListOf = <T>(value: unknown, length: number, check: (item: T, index: number) => boolean): value is T[] =>
  Array.isArray(value) && value.length === length && value.every(check);
