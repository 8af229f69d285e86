/**
 * Small text helpers with no module-level state, safe to ship to the browser. (Date and money
 * formatting live in lib/format, whose formatters are built when the module loads.)
 */

/** Text with line breaks (an editor's FAQ answer, a blog post from the API) as paragraphs, one per line. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
