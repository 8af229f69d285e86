import path from 'node:path';

/**
 * A client component ('use client') must not import a content loader: the loaders read files at
 * build time and would drag every page's content into the browser bundle. Pages load content and
 * hand the island only what it shows. ESLint's file globs cannot see the directive, hence this rule.
 */

/** Repo-relative targets that load content: lib/content/**, the content/ folder, the site map. */
const LOADERS = [/^lib\/content(\/|$)/, /^content(\/|$)/, /^lib\/siteMap(\.ts)?$/];

/** The import's target relative to the repo root, or null for a package. */
function repoPath(source, filename, cwd) {
  if (source.startsWith('@/')) return source.slice(2);
  if (!source.startsWith('.')) return null;
  return path
    .relative(cwd, path.resolve(path.dirname(filename), source))
    .split(path.sep)
    .join('/');
}

function isClientComponent(program) {
  for (const statement of program.body) {
    const expression = statement.type === 'ExpressionStatement' ? statement.expression : null;
    if (!expression || expression.type !== 'Literal' || typeof expression.value !== 'string') return false;
    if (expression.value === 'use client') return true;
  }
  return false;
}

/** Types vanish from the bundle, so `import type` (or only type specifiers) is allowed. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type');
}

export const noContentInClient = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid content loaders (lib/content, content/, lib/siteMap) in 'use client' files" },
    schema: [],
    messages: {
      loader: "'{{source}}' loads content; a 'use client' component gets it as props from its page instead.",
    },
  },
  create(context) {
    let client = false;
    const check = (node) => {
      const source = node.source;
      if (!client || !source || source.type !== 'Literal' || typeof source.value !== 'string' || typeOnly(node)) return;
      const target = repoPath(source.value, context.filename, context.cwd);
      if (target !== null && LOADERS.some((loader) => loader.test(target))) {
        context.report({ node: source, messageId: 'loader', data: { source: source.value } });
      }
    };
    return {
      Program(program) {
        client = isClientComponent(program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
