// Build step: prints content that has gone stale by the day of the build (an exam cycle more than a
// year old, an announcement's start date that has passed, a store missing last year's papers). A
// warning, never a failure: the content is valid, only old (lib/content/freshness.ts).
import { freshnessWarnings } from '../../lib/content/freshness.ts';

export async function make() {
  const warnings = freshnessWarnings();
  for (const warning of warnings) console.warn(`  warning: ${warning.file} → ${warning.field}: ${warning.message}`);
  return warnings.length ? `${warnings.length} stale content warning(s), listed above` : 'no stale content';
}
