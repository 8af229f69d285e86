'use client';

import { useLayoutEffect, useMemo, useState } from 'react';
import { LoadFailed } from '@/components/practice/LoadFailed';
import { useExamBanks } from '@/components/practice/useExamBanks';
import { useProgress, type ProgressData } from '@/components/practice/useProgress';
import { ShowMore } from '@/components/ui/ShowMore';
import { ToggleGroup } from '@/components/ui/ToggleGroup';
import Link from '@/components/ui/SiteLink';
import { mastered, notebookItems, recordRetry, removeItem, restoreItem, type NotebookItem } from '@/lib/practice/engine/notebook';
import { FILTER_NAMES, NOTEBOOK_FILTERS, filterCounts, listFor, type NotebookFilter } from '@/lib/practice/engine/notebookView';
import type { SupportContacts } from '@/lib/practice/engine/reportMessage';
import { endOfDay } from '@/lib/practice/engine/schedule';
import type { NotebookState } from '@/lib/practice/model/stored';
import { saveNotebook } from '@/lib/practice/store/snapshot';
import { urls } from '@/lib/urls';
import { NotebookCard } from './NotebookCard';
import styles from './MistakeNotebook.module.css';
/**
 * Cards drawn at a time. Each is about a phone screen once its question arrives, so five is five
 * screens of work; 500 saved mistakes open as fast as 5.
 */
export const PAGE_SIZE = 5;

/**
 * The mistake notebook on this device: every question missed, skipped or marked, grouped by exam
 * and topic, with the student's answer, a retry with instant feedback, the key and the explanation.
 * Retries move questions through the review boxes (lib/practice/engine/schedule.ts).
 */
/** `support`: where "Report a problem with this question" sends (content/site.json). */
export function MistakeNotebook({ support }: { support: SupportContacts }) {
  const progress = useProgress();
  if (progress.status === 'loading') return <p role="status">Loading your notebook…</p>;
  if (progress.status === 'failed')
    return (
      <LoadFailed
        message="Your notebook could not be opened: the list of questions did not load. Check your connection and try again. Your progress is safe on this device."
        onRetry={progress.retry}
      />
    );
  return <Notebook data={progress} support={support} />;
}

function Notebook({ data, support }: { data: ProgressData; support: SupportContacts }) {
  // `npm run bench` reads this measure: from the saved answers being read (useProgress) to the
  // notebook's first page committed (the bench counts on to the frame that draws it).
  useLayoutEffect(() => {
    if (performance.getEntriesByName('progress:ready').length) performance.measure('notebook:open', 'progress:ready');
  }, []);
  const [now] = useState(() => Date.now());
  const [notebook, setNotebook] = useState<NotebookState>(data.snapshot.notebook);
  const [saveFailed, setSaveFailed] = useState(false);
  const { items, removed } = useMemo(() => notebookItems(data.events, notebook), [data.events, notebook]);
  const todayEnds = endOfDay(now);
  const counts = useMemo(() => filterCounts(items, todayEnds), [items, todayEnds]);
  const [filter, setFilter] = useState<NotebookFilter>(() => (counts.due > 0 ? 'due' : 'all'));
  const [shown, setShown] = useState(PAGE_SIZE);
  const [lastRemoved, setLastRemoved] = useState<NotebookItem | null>(null);
  // Questions retried on this visit stay in view (with their feedback) until the filter changes.
  const [keptInView, setKeptInView] = useState<Set<string>>(new Set());

  const names = useMemo(
    () => ({
      exam: new Map(data.index.exams.map((exam) => [exam.id, exam.name])),
      topic: new Map(data.index.topics.map((topic) => [topic.id, topic.name])),
      examOrder: data.index.exams.map((exam) => exam.id),
      // Topics ordered by name once, so grouping compares numbers. Plain comparison, not
      // localeCompare: the names are plain English, and a first ICU collation costs a slow phone
      // tens of milliseconds.
      topicOrder: new Map(
        [...data.index.topics]
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
          .map((topic, position) => [topic.id, position]),
      ),
    }),
    [data.index],
  );

  const update = (next: NotebookState) => {
    setNotebook(next);
    setSaveFailed(!saveNotebook(next));
  };

  const listed = useMemo(() => {
    // Wrong and marked first, then skipped; each grouped by exam, then topic (topics alphabetical),
    // newest first within a group (`items` is newest first already, and the order within a key is kept).
    const topics = names.topicOrder.size;
    return listFor(
      items,
      filter,
      todayEnds,
      ({ mistake: { known } }) => names.examOrder.indexOf(known.test.exam) * topics + (names.topicOrder.get(known.question.topic) ?? 0),
      names.examOrder.length * topics,
      keptInView,
    );
  }, [items, filter, todayEnds, keptInView, names]);

  const page = listed.slice(0, shown).map((item, position, all) => {
    const { known } = item.mistake;
    const previous = position > 0 ? all[position - 1].mistake.known : null;
    // A heading where the exam or topic changes: the list reads as groups.
    const startsGroup = !previous || previous.test.exam !== known.test.exam || previous.question.topic !== known.question.topic;
    return { item, known, startsGroup };
  });
  const exams = page.map(({ known }) => known.test.exam);
  const { banks, retry } = useExamBanks(exams);

  if (items.length === 0 && removed.length === 0) {
    return (
      <div className={styles.empty}>
        <h2>Your notebook is empty</h2>
        <p>
          When you finish a practice test or a topic drill, every question you got wrong, skipped or marked for review comes here, so you
          can retry it until it sticks.
        </p>
        <p className={styles.actions}>
          <Link href={urls.practice} className="button button-primary">
            Take a practice test
          </Link>
          <Link href={urls.topics} className="button button-outline">
            Drill a topic
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.notebook}>
      <p className={styles.summary}>
        <strong>{items.length}</strong> question{items.length === 1 ? '' : 's'} in your notebook · <strong>{counts.due}</strong> due today ·{' '}
        {mastered(items).length} mastered
      </p>
      {saveFailed && (
        <p role="alert" className={styles.notice}>
          This browser did not let the site save your last change (storage is full or blocked). Use Save progress file on My progress to
          keep a copy.
        </p>
      )}
      <ToggleGroup
        label="Show questions"
        options={NOTEBOOK_FILTERS.map((id) => ({ id, label: `${FILTER_NAMES[id]} (${counts[id]})` }))}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setShown(PAGE_SIZE);
          setKeptInView(new Set());
        }}
      />
      <div role="status" className={styles.undoBar}>
        {lastRemoved && (
          <>
            Removed from your notebook.{' '}
            <button
              type="button"
              className="button button-outline"
              onClick={() => {
                update(restoreItem(notebook, lastRemoved.ref));
                setLastRemoved(null);
              }}
            >
              Undo
            </button>
          </>
        )}
      </div>
      {listed.length === 0 ? (
        <p className={styles.allDone}>
          {filter === 'due'
            ? 'Nothing is due today. Well done! Switch to All to look through your notebook, or come back tomorrow.'
            : `No ${FILTER_NAMES[filter].toLowerCase()} questions in your notebook.`}
        </p>
      ) : (
        <ol className={styles.list}>
          {page.map(({ item, known, startsGroup }) => {
            const heading = startsGroup ? (
              <h2 className={styles.group}>
                {names.exam.get(known.test.exam)} · {names.topic.get(known.question.topic)}
              </h2>
            ) : null;
            return (
              <li key={item.ref}>
                {heading}
                <NotebookCard
                  item={item}
                  known={known}
                  bank={banks[known.test.exam]}
                  support={support}
                  now={now}
                  onRetry={retry}
                  onChecked={(answer, correct) => {
                    setKeptInView((current) => new Set(current).add(item.ref));
                    update(recordRetry(notebook, item, answer, correct, Date.now()));
                  }}
                  onRemove={() => {
                    update(removeItem(notebook, item, Date.now()));
                    setLastRemoved(item);
                  }}
                />
              </li>
            );
          })}
        </ol>
      )}
      {listed.length > shown && (
        <ShowMore step={PAGE_SIZE} left={listed.length - shown} onShowMore={() => setShown((count) => count + PAGE_SIZE)} />
      )}
    </div>
  );
}
