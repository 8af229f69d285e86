import { nextForYou, type ListedTest, type TestRecord } from './nextForYou';

const tests: ListedTest[] = [
  { id: 'cat-mock-1', kind: 'full-length', sections: [{ name: 'VARC' }, { name: 'DILR' }, { name: 'QA' }] },
  { id: 'cat-mock-2', kind: 'full-length', sections: [{ name: 'VARC' }, { name: 'DILR' }, { name: 'QA' }] },
  { id: 'cat-sectional-varc', kind: 'sectional', sections: [{ name: 'VARC' }] },
  { id: 'cat-sectional-dilr', kind: 'sectional', sections: [{ name: 'DILR' }] },
  { id: 'cat-practice-1', kind: 'mini', sections: [{ name: 'VARC' }] },
];

const taken = (sections: [string, number, number][] = []): TestRecord => ({
  running: false,
  attempts: 1,
  sections: sections.map(([name, score, maxScore]) => ({ name, score, maxScore })),
});

describe('the next test for an exam', () => {
  it('starts with the first mock, then the next mock not taken', () => {
    expect(nextForYou(tests, {})).toEqual({ testId: 'cat-mock-1', reason: 'start' });
    expect(nextForYou(tests, { 'cat-practice-1': taken() })).toEqual({ testId: 'cat-mock-1', reason: 'next-mock' });
    expect(nextForYou(tests, { 'cat-mock-1': taken() })).toEqual({ testId: 'cat-mock-2', reason: 'next-mock' });
  });

  it('resumes a test under way before anything else', () => {
    expect(nextForYou(tests, { 'cat-mock-1': taken(), 'cat-sectional-dilr': { ...taken(), running: true } })).toEqual({
      testId: 'cat-sectional-dilr',
      reason: 'resume',
    });
  });

  it('once every mock is taken, offers the sectional of the weakest section by marks over every attempt', () => {
    const records = {
      'cat-mock-1': taken([
        ['VARC', 30, 72],
        ['DILR', 12, 66],
        ['QA', 20, 66],
      ]),
      'cat-mock-2': taken([
        ['VARC', 20, 72],
        ['DILR', 30, 66],
        ['QA', 10, 66],
      ]),
    };
    // VARC 50/144 = 35%, DILR 42/132 = 32%, QA 30/132 = 23%: QA has no sectional, so DILR.
    expect(nextForYou(tests, records)).toEqual({ testId: 'cat-sectional-dilr', reason: 'weakest-section', section: 'DILR', percent: 32 });
    // Negative marks count against the section; the percent shown stops at 0.
    expect(nextForYou(tests, { ...records, 'cat-sectional-dilr': taken([['DILR', -5, 66]]) })).toEqual({
      testId: 'cat-sectional-dilr',
      reason: 'weakest-section',
      section: 'DILR',
      percent: 19,
    });
  });

  it('falls back to a mini-test not taken, and to nothing', () => {
    const mocksOnly = tests.filter((test) => test.kind !== 'sectional');
    const bothMocks = { 'cat-mock-1': taken([['VARC', 1, 2]]), 'cat-mock-2': taken() };
    expect(nextForYou(mocksOnly, bothMocks)).toEqual({ testId: 'cat-practice-1', reason: 'next-mini' });
    expect(nextForYou(mocksOnly, { ...bothMocks, 'cat-practice-1': taken() })).toBeNull();
  });
});
