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

/** One case per [import line, name it brings] placed at `filePath`, each expecting `expected`. */
function cases(label: string, filePath: string, expected: string[], imports: string[][], wrap = importing): Case[] {
  return imports.map(([line, name]) => ({ name: `${label} ${line}`, filePath, code: wrap(line, name), expected }));
}

const CASES: Case[] = [
  // components/ui holds primitives: no content, no site map; internal links still go through SiteLink.
  ...cases('ui rejects', 'components/ui/Fake.tsx', RESTRICTED, [
    ["import { getSiteConfig } from '@/lib/content/site';", 'getSiteConfig'],
    ["import { getSiteConfig } from '../../lib/content/site';", 'getSiteConfig'],
    ["import site from '@/content/site.json';", 'site'],
    ["import { breadcrumbFor } from '@/lib/siteMap';", 'breadcrumbFor'],
    ["import { type Crumb } from '@/lib/siteMap';", '[] as Crumb[]'],
    ["import Link from 'next/link';", 'Link'],
  ]),
  ...cases(
    'ui allows',
    'components/ui/Fake.tsx',
    [],
    [["import { Section } from './Section';\nimport { urls } from '@/lib/urls';", '[Section, urls]']],
  ),
  ...cases('ui rejects a feature component', 'components/ui/Fake.tsx', RESTRICTED, [
    ["import { PickLink } from '@/components/navigationState/PickLink';", 'PickLink'],
    ["import { PickLink } from '../navigationState/PickLink';", 'PickLink'],
    ["import { PickLink } from '../../components/navigationState/PickLink';", 'PickLink'],
  ]),
  ...cases(
    'ui allows its own primitives',
    'components/ui/Fake.tsx',
    [],
    [["import Link from '@/components/ui/SiteLink';\nimport { Modal } from '../ui/Modal';", '[Link, Modal]']],
  ),
  ...cases('the page shell allows', 'components/page/Fake.tsx', [], [["import { breadcrumbFor } from '@/lib/siteMap';", 'breadcrumbFor']]),

  // lib/ and games/ import no component; games/ no React or Next either.
  ...cases('lib rejects', 'lib/practice/fake.ts', RESTRICTED, [
    ["import { Section } from '@/components/ui/Section';", 'Section'],
    ["import { Section } from '../../components/ui/Section';", 'Section'],
    ["import RenderError from '@/app/error';", 'RenderError'],
  ]),
  ...cases(
    'lib allows',
    'lib/fake.ts',
    [],
    [["import { urls } from '@/lib/urls';\nimport { about } from './content/about';", '[urls, about]']],
  ),
  // lib/ imports no games (games/ builds on lib/).
  ...cases('lib rejects games', 'lib/hooks/useFake.ts', RESTRICTED, [
    ["import { secondsLeft } from '@/games/clock';", 'secondsLeft'],
    ["import { secondsLeft } from '../../games/clock';", 'secondsLeft'],
  ]),

  // Content reads only the practice model; the model imports nothing of ours but itself.
  ...cases('content rejects', 'lib/content/fake.ts', RESTRICTED, [
    ["import { PALETTE_LEGEND } from '@/lib/practice/engine/labels';", 'PALETTE_LEGEND'],
    ["import { PALETTE_LEGEND } from '../practice/engine/labels';", 'PALETTE_LEGEND'],
    ["import type { HistoryEntry } from '@/lib/practice/store/attempts';", '[] as HistoryEntry[]'],
    ["import { Section } from '@/components/ui/Section';", 'Section'],
    ["import { shuffle } from '@/games/shuffle';", 'shuffle'],
  ]),
  ...cases(
    'content allows',
    'lib/content/fake.ts',
    [],
    [
      [
        "import { OPTION_LETTERS } from '@/lib/practice/model/letters';\nimport type { TestMeta } from '../practice/model/outline';\nimport { text } from './common';\nimport { urls } from '@/lib/urls';",
        '[OPTION_LETTERS, text, urls, [] as TestMeta[]]',
      ],
    ],
  ),
  ...cases('the model rejects', 'lib/practice/model/fake.ts', RESTRICTED, [
    ["import { isCorrect } from '@/lib/practice/engine/scoring';", 'isCorrect'],
    ["import type { PracticeTest } from '@/lib/content/practice';", '[] as PracticeTest[]'],
    ["import type { Marks } from '../../content/marking';", '[] as Marks[]'],
    ["import { urls } from '@/lib/urls';", 'urls'],
  ]),
  ...cases(
    'the model allows',
    'lib/practice/model/fake.ts',
    [],
    [
      [
        "import type { ReactNode } from 'react';\nimport { z } from 'zod';\nimport type { Key } from './key';",
        '[z, [] as Key[], [] as ReactNode[]]',
      ],
    ],
  ),
  ...cases('games rejects', 'games/fake.ts', RESTRICTED, [
    ["import { notify } from '@/components/toast/notify';", 'notify'],
    ["import { useState } from 'react';", 'useState'],
    ["import { createRoot } from 'react-dom/client';", 'createRoot'],
    ["import { notFound } from 'next/navigation';", 'notFound'],
  ]),
  ...cases(
    'games allows',
    'games/fake.ts',
    [],
    [["import { shuffle } from './shuffle';\nimport { urls } from '@/lib/urls';", '[shuffle, urls]']],
  ),

  // 'use client' files import no content loader, wherever they live; types and other lib modules are fine.
  ...cases(
    'an island rejects',
    'components/fake/Island.tsx',
    CLIENT,
    [
      ["import { about } from '@/lib/content/about';", 'about'],
      ["import { about } from '../../lib/content/about';", 'about'],
      ["import { breadcrumbFor } from '@/lib/siteMap';", 'breadcrumbFor'],
      ["import site from '@/content/site.json';", 'site'],
      ["export { about } from '@/lib/content/about';", '1'],
    ],
    island,
  ),
  ...['app/fake/_components/Island.tsx', 'lib/hooks/useFake.ts'].flatMap((filePath) =>
    cases(`${filePath} rejects`, filePath, CLIENT, [["import { about } from '@/lib/content/about';", 'about']], island),
  ),
  ...cases(
    'an island allows',
    'components/fake/Island.tsx',
    [],
    [["import type { ExamGuide } from '@/lib/content/examGuides';\nimport { urls } from '@/lib/urls';", '[urls, [] as ExamGuide[]]']],
    island,
  ),
  ...cases('a server component allows', 'components/fake/Server.tsx', [], [["import { about } from '@/lib/content/about';", 'about']]),
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
