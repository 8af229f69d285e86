/** Words a section's short label skips: "Data Interpretation and Logical Reasoning" → "DILR". */
const LINKING_WORDS = new Set(['and', 'including', 'of', 'the', 'in', '&']);

/**
 * A section's short label for the exam frame's switcher, which must fit one row at 320 px: the
 * initials of its name as students say them (VARC, DILR, QA), a one-word name as it is, and a
 * bracketed qualifier after a hyphen ("Quantitative Aptitude (Short Answer)" → "QA-SA"). A test
 * may set `short` on a section where the initials are ambiguous (CLAT's Legal and Logical
 * Reasoning would both be LR); the content check rejects two equal labels in one test.
 */
export function shortSectionLabel(name: string): string {
  const match = /^(.*?)\s*\((.*)\)\s*$/.exec(name);
  const [main, qualifier] = match ? [match[1], match[2]] : [name, ''];
  const initials = (words: string) =>
    words
      .split(/\s+/)
      .filter((word) => word && !LINKING_WORDS.has(word.toLowerCase()))
      .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word[0].toUpperCase()))
      .join('');
  const words = main.split(/\s+/).filter(Boolean);
  const head = words.length === 1 ? words[0] : initials(main);
  return qualifier ? `${head}-${initials(qualifier)}` : head;
}
