/** Routes the specification names, for tests that check the content produces exactly these pages. */
export const SPEC_MBA_GUIDES = [
  'what-is-mba',
  'mba-history',
  'who-can-pursue',
  'mba-types',
  'why-get',
  'who-should',
  'where-to-do',
  'how-to-get',
  'right-time',
  'what-is-cat',
];

export const SPEC_EXAM_GUIDES = ['ipmat', 'ipmat-rohtak', 'jipmat', 'set', 'npat', 'cuet'];
