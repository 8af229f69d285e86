'use client';

import { ColumnHeads, ScrollTable } from '@/components/ui/ScrollTable';
import { formatAccuracy, formatScore, formatWhen } from '@/lib/practice/engine/format';
import type { HistoryEntry } from '@/lib/practice/model/stored';
import styles from './AttemptHistory.module.css';
import { RescoredNote } from './RescoredNote';

type AttemptHistoryProps = {
  history: HistoryEntry[];
  /** The attempt on screen, marked in the list. */
  current?: HistoryEntry;
  /** Opens a past attempt's result; attempts at an older version of the test cannot be opened. */
  onOpen?: (entry: HistoryEntry) => void;
  version: string;
};

/** This device's attempts at a test, newest first, with score and accuracy. */
export function AttemptHistory({ history, current, onOpen, version }: AttemptHistoryProps) {
  return (
    <ScrollTable label="Your attempts on this device">
      <table className="data-table">
        <caption>Your attempts on this device</caption>
        <ColumnHeads names={['Taken', 'Score', 'Accuracy', ...(onOpen ? ['Result'] : [])]} />
        <tbody>
          {[...history].reverse().map((entry) => (
            <tr key={entry.startedAt} aria-current={entry.startedAt === current?.startedAt ? 'true' : undefined}>
              <th scope="row">
                {formatWhen(entry.startedAt)}
                {entry.compensatoryMinutesPerHour !== undefined && ', with compensatory time'}
                {entry.onPaper && ', on paper'}
                {entry.startedAt === current?.startedAt && ' (this attempt)'}
              </th>
              <td>
                {formatScore(entry.score)} / {formatScore(entry.maxScore)}
                {entry.rescored && (
                  <span className={styles.rescored}>
                    <RescoredNote rescored={entry.rescored} />
                  </span>
                )}
              </td>
              <td>{formatAccuracy(entry)}</td>
              {onOpen && (
                <td>
                  {entry.version === version ? (
                    <button type="button" className={styles.linkButton} onClick={() => onOpen(entry)}>
                      View result<span className="visually-hidden"> of {formatWhen(entry.startedAt)}</span>
                    </button>
                  ) : (
                    'Test updated since'
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
