// `npm run check:content`: checks every file in content/ against its schema and lists every
// problem at once, each with its file and field. Exits 1 when there is any.
import { freshnessWarnings } from '../../lib/content/freshness.ts';
import { checkAllContent } from '../../lib/content/registry.ts';

let result;
try {
  result = checkAllContent();
} catch (error) {
  console.error(`Could not check the content: ${error instanceof Error ? error.stack : error}`);
  process.exit(2);
}
const { checked, issues } = result;
if (issues.length > 0) {
  console.error(`${issues.length} problem${issues.length === 1 ? '' : 's'} in content/:`);
  for (const issue of issues) console.error(`  - ${issue.file} → ${issue.field}: ${issue.message}`);
  process.exit(1);
}
console.log(`Content OK: ${checked} kinds of content checked.`);
// Stale content is valid content: it is reported, never failed (lib/content/freshness.ts).
const stale = freshnessWarnings();
if (stale.length > 0) {
  console.log(`${stale.length} warning${stale.length === 1 ? '' : 's'}: content that has gone stale by today:`);
  for (const warning of stale) console.log(`  - ${warning.file} → ${warning.field}: ${warning.message}`);
} else {
  console.log('No stale content (exam cycles, announcement dates, store papers).');
}
