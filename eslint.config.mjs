import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Internal links go through SiteLink, which turns off background prefetching.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/ui/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use '@/components/ui/SiteLink' (no prefetching)." }] }],
    },
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
