// What `npm run check:content` prints and the status it exits with (scripts/check/content.mjs),
// apart from the process so its test runs it in-process on broken copies of content/.
import { freshnessWarnings } from '@/lib/content/freshness';
import { checkContent } from '@/lib/practice/checks';

/**
 * Checks content/ (or CONTENT_DIR) and prints every problem with its file and field to `error`,
 * or the all-clear and any stale content to `log`. Returns 0 when content is valid, 1 when it has
 * problems, 2 when it could not be checked.
 */
export function reportContent({ log, error }: { log: (line: string) => void; error: (line: string) => void }): 0 | 1 | 2 {
  let result;
  try {
    result = checkContent();
  } catch (thrown) {
    error(`Could not check the content: ${thrown instanceof Error ? thrown.stack : thrown}`);
    return 2;
  }
  const { checked, issues } = result;
  if (issues.length > 0) {
    error(`${issues.length} problem${issues.length === 1 ? '' : 's'} in content/:`);
    for (const issue of issues) error(`  - ${issue.file} → ${issue.field}: ${issue.message}`);
    return 1;
  }
  log(`Content OK: ${checked} kinds of content checked.`);
  // Stale content is valid content: it is reported, never failed (lib/content/freshness.ts).
  const stale = freshnessWarnings();
  if (stale.length > 0) {
    log(`${stale.length} warning${stale.length === 1 ? '' : 's'}: content that has gone stale by today:`);
    for (const warning of stale) log(`  - ${warning.file} → ${warning.field}: ${warning.message}`);
  } else {
    log('No stale content (exam cycles, announcement dates, store papers).');
  }
  return 0;
}
