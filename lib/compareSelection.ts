/**
 * The exams picked on /exams to compare side by side, kept in the address (?exams=cat,clat) so a
 * comparison can be shared. Pure, so the rules are unit-tested: at most three, known ids only, in
 * the site's order of exams, each once.
 */
export const MAX_COMPARED = 3;
export const COMPARE_PARAM = 'exams';

export function parseCompared(search: string, known: readonly string[]): string[] {
  const raw = new URLSearchParams(search).get(COMPARE_PARAM) ?? '';
  const wanted = new Set(raw.split(',').map((id) => id.trim().toLowerCase()));
  return known.filter((id) => wanted.has(id)).slice(0, MAX_COMPARED);
}

/** Adds or removes an exam; a fourth is not added (the picker disables it). */
export function toggleCompared(chosen: readonly string[], id: string, known: readonly string[]): string[] {
  const next = chosen.includes(id) ? chosen.filter((other) => other !== id) : chosen.length < MAX_COMPARED ? [...chosen, id] : [...chosen];
  return known.filter((candidate) => next.includes(candidate));
}

/** The address with the choice in it (or without the parameter when nothing is chosen). */
export function withCompared(href: string, chosen: readonly string[]): string {
  const url = new URL(href);
  url.searchParams.delete(COMPARE_PARAM);
  // Commas kept as they are (ids are letters, digits and hyphens): ?exams=cat,clat reads well when shared.
  const rest = url.searchParams.toString();
  const parts = [rest, chosen.length ? `${COMPARE_PARAM}=${chosen.join(',')}` : ''].filter(Boolean);
  return `${url.pathname}${parts.length ? `?${parts.join('&')}` : ''}${url.hash}`;
}
