type QuestionHtmlProps = { html: string; className?: string; inline?: boolean };

/**
 * A prompt, option, passage or explanation from the question bank. The HTML was made at build
 * from the site's own content files (Markdown with raw HTML dropped, maths as MathML: see
 * lib/practice/build/bank.ts); nothing from a visitor or a server's reply is ever rendered this way.
 */
export function QuestionHtml({ html, className, inline = false }: QuestionHtmlProps) {
  const Element = inline ? 'span' : 'div';
  return <Element className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
