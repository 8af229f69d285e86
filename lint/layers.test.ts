import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layer rules of eslint.config.mjs, each shown firing on a deliberate break and staying quiet on
 * a legal import. Snippets are linted as text under a path (none has to exist) through ESLint's Node
 * API, in one separate Node process (lint/lintLayers.mjs explains why).
 */

type Case = { name: string; filePath: string; code: string; expected: string[] };

const RESTRICTED = ['no-restricted-imports'];
const CLIENT = ['layers/no-content-in-client'];

/** An import plus a use of the imported name, so only the layer rules have anything to say. */
const importing = (line: string, name: string) => `${line}\nexport const used = ${name};\n`;
const island = (line: string, name: string) => `'use client';\n\n${importing(line, name)}`;

const CASES: Case[] = [
  // components/ui holds primitives: no content, no site map.
  ...[
    ["import { getSiteConfig } from '@/lib/content/site';", 'getSiteConfig'],
    ["import { getSiteConfig } from '../../lib/content/site';", 'getSiteConfig'],
    ["import site from '@/content/site.json';", 'site'],
    ["import { breadcrumbFor } from '@/lib/siteMap';", 'breadcrumbFor'],
    ["import { type Crumb } from '@/lib/siteMap';", '[] as Crumb[]'],
  ].map(([line, name]) => ({
    name: `ui rejects ${line}`,
    filePath: 'components/ui/Fake.tsx',
    code: importing(line, name),
    expected: RESTRICTED,
  })),
  {
    name: 'ui allows other primitives and lib helpers',
    filePath: 'components/ui/Fake.tsx',
    code: importing("import { Section } from './Section';\nimport { urls } from '@/lib/urls';", '[Section, urls]'),
    expected: [],
  },
  {
    name: 'ui still sends internal links through SiteLink',
    filePath: 'components/ui/Fake.tsx',
    code: importing("import Link from 'next/link';", 'Link'),
    expected: RESTRICTED,
  },
  {
    name: 'the page shell may read the site map',
    filePath: 'components/page/Fake.tsx',
    code: importing("import { breadcrumbFor } from '@/lib/siteMap';", 'breadcrumbFor'),
    expected: [],
  },

  // lib/ and games/ import no component.
  ...[
    ['lib/fake.ts', "import { Section } from '@/components/ui/Section';", 'Section'],
    ['lib/practice/fake.ts', "import { Section } from '../../components/ui/Section';", 'Section'],
    ['lib/fake.ts', "import RenderError from '@/app/error';", 'RenderError'],
    ['games/fake.ts', "import { notify } from '@/components/toast/notify';", 'notify'],
  ].map(([filePath, line, name]) => ({ name: `${filePath} rejects ${line}`, filePath, code: importing(line, name), expected: RESTRICTED })),
  {
    name: 'lib may import lib and content',
    filePath: 'lib/fake.ts',
    code: importing("import { urls } from '@/lib/urls';\nimport { about } from './content/about';", '[urls, about]'),
    expected: [],
  },

  // games/ imports no React or Next.
  ...[
    ["import { useState } from 'react';", 'useState'],
    ["import { createRoot } from 'react-dom/client';", 'createRoot'],
    ["import { notFound } from 'next/navigation';", 'notFound'],
  ].map(([line, name]) => ({
    name: `games rejects ${line}`,
    filePath: 'games/fake.ts',
    code: importing(line, name),
    expected: RESTRICTED,
  })),
  {
    name: 'games may import game logic and lib helpers',
    filePath: 'games/fake.ts',
    code: importing("import { shuffle } from './shuffle';\nimport { urls } from '@/lib/urls';", '[shuffle, urls]'),
    expected: [],
  },

  // 'use client' components import no content loader, wherever they live.
  ...[
    ["import { about } from '@/lib/content/about';", 'about'],
    ["import { about } from '../../lib/content/about';", 'about'],
    ["import { breadcrumbFor } from '@/lib/siteMap';", 'breadcrumbFor'],
    ["import site from '@/content/site.json';", 'site'],
  ].map(([line, name]) => ({
    name: `an island rejects ${line}`,
    filePath: 'components/fake/Island.tsx',
    code: island(line, name),
    expected: CLIENT,
  })),
  {
    name: 'an island rejects re-exporting a loader',
    filePath: 'components/fake/Island.tsx',
    code: "'use client';\n\nexport { about } from '@/lib/content/about';\n",
    expected: CLIENT,
  },
  ...['app/fake/_components/Island.tsx', 'lib/hooks/useFake.ts'].map((filePath) => ({
    name: `the directive is read in ${filePath}`,
    filePath,
    code: island("import { about } from '@/lib/content/about';", 'about'),
    expected: CLIENT,
  })),
  {
    name: 'an island may import content types and other lib modules',
    filePath: 'components/fake/Island.tsx',
    code: island(
      "import type { ExamGuide } from '@/lib/content/examGuides';\nimport { type LawCollege } from '@/lib/content/law/colleges';\nimport { urls } from '@/lib/urls';",
      '[urls, [] as (ExamGuide | LawCollege)[]]',
    ),
    expected: [],
  },
  {
    name: 'a server component may load content',
    filePath: 'components/fake/Server.tsx',
    code: importing("import { about } from '@/lib/content/about';", 'about'),
    expected: [],
  },
];

let findings: string[][];

beforeAll(() => {
  const root = path.resolve(__dirname, '..');
  const output = execFileSync(process.execPath, [path.join(root, 'lint/lintLayers.mjs')], {
    cwd: root,
    input: JSON.stringify(CASES.map(({ filePath, code }) => ({ filePath, code }))),
    encoding: 'utf8',
  });
  findings = JSON.parse(output);
}, 120_000);

it.each(CASES.map((entry, index) => [entry.name, index] as const))('%s', (_name, index) => {
  expect(findings[index]).toEqual(CASES[index].expected);
});
