import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { noContentInClient } from './lint/noContentInClient.mjs';

// The layers, lowest first: content → lib (and games) → components → app. Nothing imports upward;
// the regexes catch both '@/…' and relative ('../../…') spellings of an address.
const NEXT_LINK = { name: 'next/link', message: "Use '@/components/ui/SiteLink' (no prefetching)." };
const CONTENT = {
  regex: '^(@/|(\\.\\./)+)(lib/)?content(/|$)',
  message: 'components/ui holds primitives: they take content as props and never load it (use components/page or a route).',
};
const SITE_MAP = {
  regex: '^(@/|(\\.\\./)+)lib/siteMap$',
  message: 'components/ui holds primitives: the site map belongs to the page shell (components/page).',
};
const COMPONENTS = {
  regex: '^(@/|(\\.\\./)+)(components|app)(/|$)',
  message: 'lib/ and games/ sit below the components: move the shared piece down instead of importing up.',
};
const GAMES = {
  regex: '^(@/|(\\.\\./)+)games(/|$)',
  message: 'games/ builds on lib/, never the other way: move what lib needs from games/ into lib/.',
};
const PRACTICE_BEYOND_MODEL = {
  regex: '^(@/|(\\.\\./)+)(lib/)?practice/(?!model(/|$))',
  message: 'Content reads only the practice model (lib/practice/model), never the engines, the store or the build.',
};
const OURS = {
  regex: '^(@/|\\.\\./)',
  message: 'The practice model is the bottom layer: plain types and constants that import nothing of ours but each other.',
};
const OTHER_COMPONENTS = {
  regex: '^(@/components/(?!ui/)|\\.\\./(?!ui/|\\.\\./)|\\.\\./\\.\\./components/(?!ui/))',
  message: 'components/ui holds primitives: it imports no feature component (take the piece as a prop or children).',
};
const REACT = { regex: '^(react|react-dom|next)(/|$)', message: 'games/ is pure logic: no React, no Next, no DOM.' };

/** One `no-restricted-imports` entry: a later block's options replace an earlier one's, so each block lists all it needs. */
const restrict = ({ paths = [], patterns = [] }) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Internal links go through SiteLink, which turns off background prefetching.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/ui/SiteLink.tsx'],
    rules: restrict({ paths: [NEXT_LINK] }),
  },
  {
    // Primitives draw what they are given: no content, no site map.
    // Primitives draw what they are given: no content, no site map, no feature component.
    files: ['components/ui/**/*.{ts,tsx}'],
    ignores: ['components/ui/SiteLink.tsx'],
    rules: restrict({ paths: [NEXT_LINK], patterns: [CONTENT, SITE_MAP, OTHER_COMPONENTS] }),
  },
  {
    files: ['components/ui/SiteLink.tsx'],
    rules: restrict({ patterns: [CONTENT, SITE_MAP, OTHER_COMPONENTS] }),
  },
  {
    // games/ imports lib/ (random numbers, the clock); lib/ imports no games.
    files: ['lib/**/*.{ts,tsx}'],
    rules: restrict({ patterns: [COMPONENTS, GAMES] }),
  },
  {
    // The content loaders sit below the practice engines, which read tests through the model.
    files: ['lib/content/**/*.{ts,tsx}'],
    rules: restrict({ patterns: [COMPONENTS, GAMES, PRACTICE_BEYOND_MODEL] }),
  },
  {
    files: ['lib/practice/model/**/*.{ts,tsx}'],
    rules: restrict({ patterns: [COMPONENTS, GAMES, OURS] }),
  },
  {
    files: ['games/**/*.{ts,tsx}'],
    rules: restrict({ patterns: [COMPONENTS, REACT] }),
  },
  {
    // Client islands get content as props; globs cannot see the directive, so a local rule reads it.
    files: ['**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'no-content-in-client': noContentInClient } } },
    rules: { 'layers/no-content-in-client': 'error' },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    ignores: [
      '.next/**',
      'out/**',
      'node_modules/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
      'screenshots/**',
      '.wrangler/**',
      'hosts/**',
    ],
  },
];

export default config;
