import { ESLint } from 'eslint';

/**
 * Lints snippets with the repo's ESLint config and prints, for each, the layer rules that fired.
 * Input on stdin: [{ code, filePath }]; output on stdout: [[ruleId, …], …]. lint/layers.test.ts
 * runs it in its own Node process: jest's module loader cannot run the import() with which ESLint
 * loads eslint.config.mjs, and compiling ESLint's plugins through jest's transform breaks them.
 */
const LAYER_RULES = new Set(['no-restricted-imports', 'layers/no-content-in-client']);

let input = '';
for await (const chunk of process.stdin) input += chunk;

const eslint = new ESLint({ cwd: process.cwd() });
const findings = [];
for (const { code, filePath } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  findings.push(result.messages.map((message) => message.ruleId).filter((ruleId) => LAYER_RULES.has(ruleId)));
}
process.stdout.write(JSON.stringify(findings));
