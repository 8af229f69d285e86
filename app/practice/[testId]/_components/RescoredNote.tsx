import Link from '@/components/ui/SiteLink';
import { formatLongDate } from '@/lib/format';
import type { HistoryEntry } from '@/lib/practice/model/stored';
import { urls } from '@/lib/urls';

/**
 * "re-scored with the corrected key (errata, 26 November 2026)", "errata" linking to the list of
 * corrections: said wherever a score a key correction changed is shown, so a student whose score
 * moved can read why (lib/practice/engine/rescore.ts).
 */
export function RescoredNote({ rescored }: { rescored: NonNullable<HistoryEntry['rescored']> }) {
  return (
    <>
      re-scored with the corrected key (<Link href={urls.errata}>errata</Link>, {formatLongDate(rescored.errataDate)})
    </>
  );
}
