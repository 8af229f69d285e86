import { practiceTests, type PracticeTest } from '@/lib/content/practice';
import { CURRENT_AFFAIRS } from '@/lib/content/topics';
import { checkSources } from './sources';

function problems(test: PracticeTest): string[] {
  const found: string[] = [];
  checkSources(test, (field, message) => found.push(`${field}: ${message}`));
  return found;
}

const source = { url: 'https://example.org/news/2026/05/summit', published: '2026-05-14', event: '2026-05-12' };

describe('the sources of current affairs', () => {
  const base = () => {
    const test = structuredClone(practiceTests.get('clat-practice-1')!);
    const s = test.sections.findIndex((section) => section.name === 'General Knowledge');
    const question = test.sections[s].questions[0];
    Object.assign(question, { topic: CURRENT_AFFAIRS, passage: undefined, source: undefined });
    return { test, s, question };
  };

  it('fail a current-affairs question without a source, naming the field', () => {
    const { test, s } = base();
    expect(problems(test)).toEqual([
      `sections[${s}].questions[0].source: is missing: a current-affairs question names the public page it was written from, on the question or its passage (source: { url, published, event })`,
    ]);
  });

  it('pass a source on the question or on its passage', () => {
    const { test, s, question } = base();
    question.source = source;
    expect(problems(test)).toEqual([]);
    question.source = undefined;
    test.sections[s].passages = [{ id: 'news-1', text: 'In May 2026 …', source }];
    question.passage = 'news-1';
    expect(problems(test)).toEqual([]);
  });

  it('fail an event dated after its page', () => {
    const { test, s, question } = base();
    question.source = { ...source, event: '2026-06-01' };
    expect(problems(test)).toEqual([`sections[${s}].questions[0].source.event: 2026-06-01 is after the page's date (2026-05-14)`]);
  });
});
