import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,games,app,scripts,content,lint}/**/*.test.{ts,tsx,mjs}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Next resolves `import 'server-only'` itself (to nothing on the server); jest gets the same empty module.
    '^server-only$': '<rootDir>/node_modules/next/dist/compiled/server-only/empty.js',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});

// The Markdown toolchain (unified, remark, rehype …) ships only as ES modules, so node_modules
// are compiled too; jest caches the result after the first run.
export default async function jestConfig() {
  const resolved = await config();
  return { ...resolved, transformIgnorePatterns: ['^.+\\.module\\.(css|sass|scss)$'] };
}
