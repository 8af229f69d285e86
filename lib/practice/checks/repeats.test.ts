import { allowedDuplicates } from '@/lib/content/allowedDuplicates';
import { practiceTests } from '@/lib/content/practice';
import { examContentFiles, withContent } from '@/lib/test-utils/tempContent';
import { checkPractice } from '.';
import { bankEntries, findNearCopies, NEAR_COPY, pairKey, tokens, type BankEntry, type CheckStats } from './repeats';

const q = (key: string, prompt: string, options?: string[], passage?: string): BankEntry => ({
  key,
  prompt,
  ...(options ? { options } : {}),
  ...(passage ? { passage } : {}),
});
const pairs = (entries: BankEntry[]) =>
  findNearCopies(entries)
    .map((copy) => `${copy.a} ~ ${copy.b}`)
    .sort();

const CONCLUSIONS = ['Only conclusion I follows', 'Only conclusion II follows', 'Both conclusions follow', 'Neither conclusion follows'];
const SUFFICIENCY = [
  'Statement I alone is sufficient, but statement II alone is not.',
  'Statement II alone is sufficient, but statement I alone is not.',
  'Both statements together are sufficient, but neither alone is.',
  'Even both statements together are not sufficient.',
];

describe('the practice bank has no repeats', () => {
  it('finds no near copies in content/practice beyond the reviewed allow-list, scoring only pairs that share a rare feature', () => {
    const entries = bankEntries(practiceTests.all());
    const allowed = new Set(allowedDuplicates.get().allowed.map((entry) => pairKey(...entry.pair)));
    const stats: CheckStats = { entries: 0, scored: 0 };
    const found = findNearCopies(entries, stats).filter((copy) => !allowed.has(pairKey(copy.a, copy.b)));
    expect(found).toEqual([]);
    expect(entries.length).toBeGreaterThan(1500);
    // The index leaves most pairs unscored: far fewer than every pair in turn.
    const everyPair = (entries.length * (entries.length - 1)) / 2;
    expect(stats.scored).toBeLessThan(everyPair / 4);
  });
});

describe('what the check finds', () => {
  it('finds the copies the issue lists: word for word, reworded, one noun changed, a template with other numbers', () => {
    expect(
      pairs([
        q('slat-1/gk-1', 'Which Article of the Constitution of India abolishes untouchability and forbids its practice in any form?', [
          'Article 14',
          'Article 17',
          'Article 21',
          'Article 32',
        ]),
        q('slat-2/gk-5', 'Which Article of the Constitution of India abolishes "untouchability" and forbids its practice in any form?', [
          'Article 14',
          'Article 17',
          'Article 21',
          'Article 32',
        ]),
        q(
          'rohtak-1/lr-7',
          'Ravi walks 10 m north, turns right and walks 6 m, turns right again and walks 18 m, and then turns left and walks 9 m. How far is he from his starting point, and in which direction?',
          ['17 m, North-East', '15 m, South-East', '17 m, South-East', '23 m, South-East'],
        ),
        q(
          'rohtak-2/reasoning-5',
          'Ravi walks 10 m towards the north, turns right and walks 6 m, turns right again and walks 18 m, and then turns left and walks 9 m. How far is he from his starting point, and in which direction?',
          ['17 m, North-East', '15 m, South-East', '17 m, South-East', '23 m, South-East'],
        ),
        q(
          'indore-1/qa-sa-2',
          'The sum of an infinite geometric progression is 20, and the sum of the squares of its terms is 100. What is the first term of the progression? (Type a whole number.)',
        ),
        q(
          'indore-2/qa-sa-4',
          'The sum of an infinite geometric progression is 12, and the sum of the squares of its terms is 72. What is the first term of the progression? (Type a whole number.)',
        ),
      ]),
    ).toEqual(['indore-1/qa-sa-2 ~ indore-2/qa-sa-4', 'rohtak-1/lr-7 ~ rohtak-2/reasoning-5', 'slat-1/gk-1 ~ slat-2/gk-5']);
  });

  it('finds one syllogism with a noun changed, whatever its layout', () => {
    const found = findNearCopies([
      q(
        'rohtak-1/lr-8',
        '**Statements:**\n- All pens are books.\n- Some books are bags.\n- No bag is a chair.\n\n**Conclusions:**\n- I. Some pens are bags.\n- II. Some books are not chairs.\n\nWhich conclusion(s) follow from the statements?',
        CONCLUSIONS,
      ),
      q(
        'rohtak-2/reasoning-8',
        'Statements: All pens are books. Some books are tables. No table is a chair.\n\nConclusions:\n\nI. Some pens are tables.\n\nII. Some books are not chairs.\n\nAssuming the statements are true, which conclusion(s) follow?',
        ['Only I follows', 'Only II follows', 'Both I and II follow', 'Neither I nor II follows'],
      ),
    ]);
    expect(found.map((copy) => copy.b)).toEqual(['rohtak-2/reasoning-8']);
    expect(found[0].similarity).toBeGreaterThanOrEqual(NEAR_COPY);
  });

  it('finds a problem reworded with the same numbers in four tests, an MCQ against a type-in question', () => {
    const found = findNearCopies([
      q(
        'cuet-2/quant-2',
        'A can complete a piece of work in 12 days and B can complete it in 18 days. They work together for 4 days, after which A leaves. In how many more days will B finish the remaining work?',
        ['6', '8', '9', '10'],
      ),
      q(
        'indore-1/qa-mcq-9',
        'Asha can finish a piece of work in 12 days and Bina can finish it in 18 days. They work together for 4 days, after which Asha leaves. In how many more days will Bina finish the remaining work?',
        ['6', '8', '9', '10'],
      ),
      q(
        'npat-1/quant-3',
        'Asha can finish a piece of work in 12 days and Bhavesh can finish it in 18 days. They work together for 4 days, after which Asha leaves. In how many more days will Bhavesh finish the remaining work alone?',
        ['6 days', '8 days', '10 days', '12 days'],
      ),
      q(
        'indore-2/qa-sa-9',
        'Asha can finish a job in 12 days and Bharat can finish it in 18 days. They work together for 4 days, and then Asha leaves. How many more days does Bharat need to finish the job alone? (Type a whole number.)',
      ),
      q(
        'x/1',
        'Ravi can paint a fence in 6 hours and Sunita can paint the same fence in 3 hours. How many minutes will they take to paint it working together? (Type a whole number.)',
      ),
    ]);
    // Every pair of the four is found, the most reworded one by its numbers (12, 18 and 4) alone.
    expect(found.map((copy) => [copy.a, copy.b].sort().join(' ~ ')).sort()).toEqual([
      'cuet-2/quant-2 ~ indore-1/qa-mcq-9',
      'cuet-2/quant-2 ~ indore-2/qa-sa-9',
      'cuet-2/quant-2 ~ npat-1/quant-3',
      'indore-1/qa-mcq-9 ~ indore-2/qa-sa-9',
      'indore-1/qa-mcq-9 ~ npat-1/quant-3',
      'indore-2/qa-sa-9 ~ npat-1/quant-3',
    ]);
    expect(found.find((copy) => copy.b === 'indore-2/qa-sa-9' && copy.a === 'cuet-2/quant-2')?.why).toBe(
      'the same numbers (12, 18, 4) in a reworded problem',
    );
  });

  it('finds the same word to define twice, with other options', () => {
    expect(
      pairs([
        q('rohtak-1/va-4', 'Choose the word closest in meaning to **CANDID**.', ['Cautious', 'Frank', 'Secretive', 'Sweet']),
        q('npat-2/verbal-5', 'Choose the word closest in meaning to **CANDID**.', ['Frank', 'Cautious', 'Gentle', 'Secretive']),
        q('x/verbal-6', 'Choose the word closest in meaning to **VIGILANT**.', ['Watchful', 'Violent', 'Lazy', 'Careless']),
      ]),
    ).toEqual(['rohtak-1/va-4 ~ npat-2/verbal-5']);
  });

  it('finds a copied passage', () => {
    const text =
      'Six friends sit in a row of six seats numbered 1 to 6 from left to right, all facing north. Esha sits at one end. Bela sits immediately to the right of Dhruv. Exactly two people sit between Arjun and Esha. Chitra sits somewhere to the right of Farhan, and not next to Arjun.';
    expect(
      pairs([
        q('a/passage/seating', text),
        q('b/passage/rows', text.replace('Esha', 'Ishani').replace('Esha', 'Ishani')),
        q('c/passage/sales', 'The table gives the units of four products sold in 2021 and 2022: pens 400 and 520, files 260 and 300.'),
      ]),
    ).toEqual(['a/passage/seating ~ b/passage/rows']);
  });
});

describe('what the check leaves alone', () => {
  it('never compares two questions about passages: they share the passage’s wording by design', () => {
    expect(
      pairs([
        q('t/lr-1', 'Who sits in seat 4?', ['Arjun', 'Bela', 'Chitra', 'Dhruv'], 't/seating'),
        q('t/lr-2', 'Who sits in seat 5?', ['Arjun', 'Bela', 'Chitra', 'Dhruv'], 't/seating'),
        q(
          'u/rc-1',
          'Which of the following can be inferred from the passage?',
          ['Tigers hunt alone', 'Rivers flood in June', 'Tea needs shade', 'Kites fly high'],
          'u/rc',
        ),
        q(
          'v/rc-4',
          'Which of the following can be inferred from the passage?',
          ['Tigers hunt alone', 'Rivers flood in June', 'Tea needs shade', 'Kites fly high'],
          'v/rc',
        ),
      ]),
    ).toEqual([]);
  });

  it('leaves different questions of one type alone: syllogisms, data sufficiency, odd one out, remainders', () => {
    expect(
      pairs([
        q(
          's/1',
          '**Statements:**\n1. All roses are flowers.\n2. Some flowers are red.\n\n**Conclusions:**\n- I. Some roses are red.\n- II. Some flowers are roses.\n\nWhich conclusion(s) follow from the statements?',
          CONCLUSIONS,
        ),
        q(
          's/2',
          '**Statements:** Some drivers are cooks. No cook is a tailor.\n\n**Conclusions:**\n\nI. Some drivers are tailors.\n\nII. Some drivers are not tailors.\n\nWhich conclusion(s) follow from the statements?',
          CONCLUSIONS,
        ),
        q(
          'd/1',
          '**Question:** What is the two-digit number $N$?\n\n- **I.** The sum of the digits of $N$ is 9.\n- **II.** $N$ is divisible by 9.\n\nDecide whether the statements give enough information to answer the question.',
          SUFFICIENCY,
        ),
        q(
          'd/2',
          '**Question:** Is the positive integer $n$ divisible by 12?\n\n- I. $n$ is divisible by 4.\n- II. $n$ is divisible by 6.\n\nDecide whether the statements give enough information to answer the question.',
          SUFFICIENCY,
        ),
        q('o/1', 'Three of the following are alike in a certain way and one is different. Which is the odd one out?', [
          'Violin',
          'Sitar',
          'Veena',
          'Flute',
        ]),
        q('o/2', 'Three of the following numbers are alike in a certain way, and one is different. Which is the odd one out?', [
          '169',
          '289',
          '323',
          '361',
        ]),
        q('r/1', 'What is the remainder when $7^{45}$ is divided by 5?', ['1', '2', '3', '4']),
        q('r/2', 'What is the remainder when $2^{31}$ is divided by 7?', ['1', '2', '4', '6']),
      ]),
    ).toEqual([]);
  });

  it('reads a formula as written and as a shape: the same template with other numbers shares the shape only', () => {
    expect(tokens('If $x + \\frac{1}{x} = 3$, what is $x$?', false)).toEqual([
      'if',
      '⟨x+\\frac{1}{x}=3⟩',
      '⟨#x+\\frac{#}{x}=#⟩',
      'what',
      'is',
      'x',
    ]);
  });
});

describe('the allow-list and the build', () => {
  const test = (title: string, prompt: string) => `exam: set
title: ${title}
description: A short test.
durationMinutes: 10
instructions: |
  - Answer both.
sections:
  - id: quant
    name: Quantitative
    short: Quant
    questions:
      - id: quant-1
        type: mcq
        topic: Percentages
        difficulty: easy
        prompt: |
          ${prompt}
        options: ['10%', '20%', '25%', '40%']
        answer: C
        explanation: |
          Worked out.

          **Answer: (C)**
      - id: quant-2
        type: mcq
        topic: Percentages
        difficulty: easy
        prompt: |
          What is 15% of 300?
        options: ['15', '30', '45', '60']
        answer: C
        explanation: |
          $0.15 \\times 300 = 45$.

          **Answer: (C)**
`;
  const copy = 'A trader buys 25 pens for ₹200 and sells each pen for ₹10. What is his profit percentage?';
  const files = {
    ...examContentFiles(),
    'practice-duplicates-allowed.yaml': 'allowed: []\n',
    'practice/set-practice-1.yaml': test('SET Practice Test 1', copy),
    'practice/set-practice-2.yaml': test('SET Practice Test 2', copy.replace('trader', 'shopkeeper')),
  };
  const problems = () =>
    checkPractice().map((issue) => `${issue.file.replace(/^.*content-[^/]+\//, 'content/')} → ${issue.field}: ${issue.message}`);

  it('fails the later copy, naming its file and field and the question it repeats', () => {
    withContent(files, () => {
      const found = problems().sort();
      expect(found).toHaveLength(2); // quant-2 is in both tests too
      expect(found[0]).toMatch(
        /^content\/practice\/set-practice-2\.yaml → sections\[0\]\.questions\[0\]: repeats set-practice-1\/quant-1 \("A trader buys 25 pens/,
      );
      expect(found[0]).toMatch(/list the pair with its reason in content\/practice-duplicates-allowed\.yaml$/);
    });
  });

  it('passes a pair listed with its reason, and fails a listed pair that no longer repeats or does not exist', () => {
    const allow = (pairsText: string) => ({ ...files, 'practice-duplicates-allowed.yaml': `allowed:\n${pairsText}` });
    withContent(
      allow(
        '  - pair: [set-practice-1/quant-1, set-practice-2/quant-1]\n    reason: Deliberate.\n  - pair: [set-practice-1/quant-2, set-practice-2/quant-2]\n    reason: Deliberate.\n',
      ),
      () => expect(problems()).toEqual([]),
    );
    withContent(
      allow(
        '  - pair: [set-practice-1/quant-1, set-practice-2/quant-1]\n    reason: Deliberate.\n  - pair: [set-practice-1/quant-2, set-practice-2/quant-2]\n    reason: Deliberate.\n  - pair: [set-practice-1/quant-1, set-practice-1/quant-2]\n    reason: Stale.\n  - pair: [set-practice-1/quant-9, set-practice-2/quant-1]\n    reason: Gone.\n',
      ),
      () =>
        expect(problems()).toEqual([
          'content/practice-duplicates-allowed.yaml → allowed[2].pair: these are no longer alike: remove the entry',
          'content/practice-duplicates-allowed.yaml → allowed[3].pair: set-practice-1/quant-9 is not in content/practice',
        ]),
    );
  });
});
