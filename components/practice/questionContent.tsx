import type { ReactNode } from 'react';
import type { BankQuestion, ExamBank } from '@/lib/practice/model/bank';

/**
 * A prompt, option, passage or explanation as either renderer makes it: elements (a test page's
 * projection, lib/practice/build/projection.ts) or HTML (the question bank, lib/practice/build/bank.ts).
 * The HTML was made at build from the site's own content files (Markdown with raw HTML dropped,
 * maths as MathML); nothing from a visitor or a server's reply is ever rendered this way.
 */
export type Rich = { node: ReactNode } | { html: string };

export function RichContent({ content, className, inline = false }: { content: Rich; className?: string; inline?: boolean }) {
  const Element = inline ? 'span' : 'div';
  if ('html' in content) return <Element className={className} dangerouslySetInnerHTML={{ __html: content.html }} />;
  return <Element className={className}>{content.node}</Element>;
}

/** What a question shows, whichever renderer made it. */
export type QuestionContent = {
  type: 'mcq' | 'numeric';
  prompt: Rich;
  /** In letter order; none for type-in questions. */
  options: Rich[];
  explanation: Rich;
  /** The key as a student reads it: "(B)", "42" or "any value from 2.4 to 2.5". */
  keyText: string;
  passage?: { title?: string; body: Rich };
};

/** A question of either renderer as the component takes it, each piece made Rich by `rich`. */
export function questionContent<T>(
  question: { type: QuestionContent['type']; prompt: T; options: T[]; explanation: T; keyText: string },
  rich: (content: T) => Rich,
  passage?: { title?: string; body: T },
): QuestionContent {
  return {
    type: question.type,
    prompt: rich(question.prompt),
    options: question.options.map((option) => rich(option)),
    explanation: rich(question.explanation),
    keyText: question.keyText,
    passage: passage && { title: passage.title, body: rich(passage.body) },
  };
}

/** A bank question (the notebook, drills) as the component takes it. */
export function fromBank(question: BankQuestion, passages: ExamBank['passages']): QuestionContent {
  const passage = question.passage ? passages[question.passage] : undefined;
  return questionContent(question, (html) => ({ html }), passage && { title: passage.title, body: passage.html });
}
