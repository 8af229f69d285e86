import { practiceTests } from '../../lib/content/practice.ts';
import { packFiles } from './offline-pack-files.mjs';

describe("an exam's offline pack", () => {
  it("holds the practice pages, that exam's tests and question bank and the scripts, and no other exam's", () => {
    for (const exam of ['cat', 'ipmat']) {
      const files = packFiles(exam);
      expect(files).toEqual(
        expect.arrayContaining([
          'practice.html',
          'practice/mistakes.html',
          'practice/drill.html',
          'practice/bank/index.json',
          `practice/bank/${exam}.json`,
          '_next/static/**/*.js',
        ]),
      );
      for (const test of practiceTests.all())
        expect([test.id, files.includes(`${test.href.slice(1)}.html`)]).toEqual([test.id, test.exam === exam]);
      expect(files.filter((file) => file.startsWith('practice/bank/') && file !== 'practice/bank/index.json')).toEqual([
        `practice/bank/${exam}.json`,
      ]);
    }
  });
});
