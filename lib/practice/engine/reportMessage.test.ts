import { lookupOf, type BankIndex } from '../model/bank';
import { reportAbout, reportLinks, reportMessage, type ReportedQuestion } from './reportMessage';

const question: ReportedQuestion = {
  testId: 'ipmat-rohtak-practice-1',
  testTitle: 'IPMAT Rohtak Practice Test 1',
  version: 'AbC123xyz_-0',
  questionId: 'lr-5',
  number: 12,
  answer: 'C',
  type: 'mcq',
  keyShown: '(D)',
};
const page = 'https://www.prepgurus.in/practice/ipmat-rohtak-practice-1';
const support = { product: 'Prep Gurus', email: 'support@prepgurus.in', phone: '+91 98765 43210' };

describe('reportMessage', () => {
  it('names the product, the test, the question, the answer, the key, the version and the page, and leaves a line to fill in', () => {
    const { subject, body } = reportMessage('Prep Gurus', question, page);
    expect(subject).toBe('Prep Gurus: problem with question 12 of IPMAT Rohtak Practice Test 1');
    expect(body.split('\n')).toEqual([
      'Hello Prep Gurus,',
      '',
      'I think there is a problem with this practice question.',
      '',
      'Test: IPMAT Rohtak Practice Test 1 (ipmat-rohtak-practice-1)',
      'Question: 12 (id lr-5)',
      'My answer: (C)',
      'Key shown: (D)',
      'Content version: AbC123xyz_-0',
      `Page: ${page}`,
      '',
      'What I think is wrong: ',
    ]);
  });

  it('says "not answered" for no answer, writes a typed answer as typed and a key not yet shown as such', () => {
    expect(reportMessage('P', { ...question, answer: null }, page).body).toContain('My answer: not answered');
    expect(reportMessage('P', { ...question, answer: '' }, page).body).toContain('My answer: not answered');
    expect(reportMessage('P', { ...question, type: 'numeric', answer: '-2.5' }, page).body).toContain('My answer: -2.5');
    expect(reportMessage('P', { ...question, keyShown: null }, page).body).toContain('Key shown: not shown yet');
  });
});

describe('reportLinks', () => {
  it('opens a mail to the support address with the subject and body encoded (spaces as %20, not +)', () => {
    const { email } = reportLinks(support, question, page);
    const url = new URL(email);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@prepgurus.in');
    expect(email).not.toContain('+');
    const params = new URLSearchParams(url.search);
    expect(params.get('subject')).toBe(reportMessage('Prep Gurus', question, page).subject);
    expect(params.get('body')).toBe(reportMessage('Prep Gurus', question, page).body);
  });

  it("opens WhatsApp's chat with the institute's number and the whole message, subject first", () => {
    const url = new URL(reportLinks(support, question, page).whatsapp);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    const text = url.searchParams.get('text')!;
    expect(text.startsWith('Prep Gurus: problem with question 12 of IPMAT Rohtak Practice Test 1\n\nHello Prep Gurus,')).toBe(true);
    expect(text).toContain('My answer: (C)');
  });
});

describe('reportAbout', () => {
  it("names a bank question by its test, the test's version and its number counted through the whole test", () => {
    const key = { type: 'mcq' as const, answer: 'A', marks: { correct: 3, wrong: -1 } };
    const index: BankIndex = {
      format: 1,
      exams: [],
      topics: [],
      tests: [
        {
          ...{ id: 't', exam: 'cat', title: 'Test T', kind: 'mini', version: 'v1', href: '/practice/t' },
          ...{ durationMinutes: 10, secondsPerQuestion: 60 },
          sections: [
            {
              id: 's1',
              name: 'One',
              questions: [
                { id: 'a', topic: 'x', key },
                { id: 'b', topic: 'x', key },
              ],
            },
            { id: 's2', name: 'Two', questions: [{ id: 'c', topic: 'x', key }] },
          ],
        },
      ],
    };
    expect(reportAbout(lookupOf(index).get('t/c')!)).toEqual({
      testId: 't',
      testTitle: 'Test T',
      version: 'v1',
      questionId: 'c',
      number: 3,
    });
  });
});
