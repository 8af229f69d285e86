/**
 * Small text helpers with no module-level state, safe to ship to the browser. (Date and money
 * formatting live in lib/format, whose formatters are built when the module loads.)
 */

/** Editor text with line breaks, as paragraphs. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
