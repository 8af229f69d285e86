import { mailtoHref, whatsappHref } from '@/lib/contactLinks';
import type { IndexEntry } from '../model/bank';

/**
 * The message "Report a problem with this question" opens in the student's mail app or WhatsApp:
 * everything the institute needs to find the question and see what the student saw (the test and
 * its content version, the question's number and id, the student's answer and the key shown), and
 * an empty line for what the student thinks is wrong. No server: the links carry the text.
 */

/** Where reports go: the institute's name, support e-mail and phone (content/site.json). */
export type SupportContacts = { product: string; email: string; phone: string };

/** Which question it is, as the page knows it before the student answers. */
export type QuestionAbout = {
  testId: string;
  testTitle: string;
  /** The test's content version (lib/content/practice.ts: contentVersion), so a fix can be matched to what the student saw. */
  version: string;
  questionId: string;
  /** Counted through the whole test, as the exam and the review number it. */
  number: number;
};

/** A bank question (the notebook, drills) as a report names it: its test, that test's version, its number there. */
export const reportAbout = ({ test, question, number }: IndexEntry): QuestionAbout => ({
  testId: test.id,
  testTitle: test.title,
  version: test.version,
  questionId: question.id,
  number,
});

export type ReportedQuestion = QuestionAbout & {
  /** The student's answer as saved ("B", "42"), or null when they gave none. */
  answer: string | null;
  type: 'mcq' | 'numeric';
  /** The key as the screen showed it ("(B)", "42"), or null when it was not shown yet (a retry before Check). */
  keyShown: string | null;
};

const answerText = (question: Pick<ReportedQuestion, 'type' | 'answer'>) =>
  question.answer === null || question.answer === '' ? 'not answered' : question.type === 'mcq' ? `(${question.answer})` : question.answer;

/** The subject and body of a report; `pageUrl` is the address the student was on. */
export function reportMessage(product: string, question: ReportedQuestion, pageUrl: string): { subject: string; body: string } {
  const subject = `${product}: problem with question ${question.number} of ${question.testTitle}`;
  const body = [
    `Hello ${product},`,
    '',
    'I think there is a problem with this practice question.',
    '',
    `Test: ${question.testTitle} (${question.testId})`,
    `Question: ${question.number} (id ${question.questionId})`,
    `My answer: ${answerText(question)}`,
    `Key shown: ${question.keyShown ?? 'not shown yet'}`,
    `Content version: ${question.version}`,
    `Page: ${pageUrl}`,
    '',
    'What I think is wrong: ',
  ].join('\n');
  return { subject, body };
}

/** The two ways to send it: a mailto: link and a WhatsApp chat with the text filled in. */
export function reportLinks(support: SupportContacts, question: ReportedQuestion, pageUrl: string): { email: string; whatsapp: string } {
  const { subject, body } = reportMessage(support.product, question, pageUrl);
  return {
    email: mailtoHref(support.email, subject, body),
    // WhatsApp has no subject: the first line says what the message is about.
    whatsapp: whatsappHref(support.phone, `${subject}\n\n${body}`),
  };
}
