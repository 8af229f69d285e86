/** The three law detail address shapes and the message each shows for an unknown id. */
export const LAW_DETAIL_SHAPES = [
  { kind: 'law-college', pattern: /^\/courses\/LAW\/colleges\/[^/]+\/?$/, message: 'College not found!' },
  { kind: 'law-exam', pattern: /^\/courses\/LAW\/exams\/[^/]+\/?$/, message: 'Exam details not found!' },
  { kind: 'law-course', pattern: /^\/courses\/LAW\/[^/]+\/?$/, message: 'Course not found!' },
] as const;

export type LawDetailKind = (typeof LAW_DETAIL_SHAPES)[number]['kind'];

export function lawDetailKind(pathname: string): LawDetailKind | null {
  return LAW_DETAIL_SHAPES.find((shape) => shape.pattern.test(pathname))?.kind ?? null;
}

/**
 * Runs inline at the top of the 404 page, before it paints: marks <html> with the law shape the
 * address has, so CSS shows that shape's message instead of the generic error screen, with no
 * flash. Built from the same patterns the client code uses.
 */
export const LAW_NOT_FOUND_SCRIPT = `(function(){var p=location.pathname,s=[${LAW_DETAIL_SHAPES.map(
  (shape) => `[${shape.pattern.toString()},${JSON.stringify(shape.kind)}]`,
).join(
  ',',
)}];for(var i=0;i<s.length;i++){if(s[i][0].test(p)){document.documentElement.setAttribute('data-not-found',s[i][1]);return}}})();`;
