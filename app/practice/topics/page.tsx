import { ContentPage } from '@/components/page/ContentPage';
import { Section } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import { practiceTopics } from '@/lib/content/practiceTopics';
import { topicList } from '@/lib/content/topics';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import styles from './topics.module.css';

export const metadata = pageMetadata({
  title: 'Topic drills',
  description:
    'Drill one topic at a time: 10 questions on percentages, reading comprehension, legal reasoning and more, from one exam or across CAT, CLAT, IPMAT and the rest, with the explanation after each answer.',
  path: urls.topics,
});

/** Every topic with questions, by area, with how many each exam has: one tap starts a drill. */
export default function TopicsPage() {
  const topics = practiceTopics();
  const areas = topicList
    .get()
    .areas.map((area) => ({ area, topics: topics.filter((topic) => topic.area === area.id) }))
    .filter((group) => group.topics.length > 0);
  return (
    <ContentPage
      path={urls.topics}
      title="Topic drills"
      eyebrow="Practice"
      lead={
        <p>
          Ten questions of one topic, with the answer and a worked explanation after each. Drill a topic for one exam, or across every exam
          that tests it. No question comes back until you have seen the whole topic.
        </p>
      }
    >
      {areas.map(({ area, topics: inArea }) => (
        <Section key={area.id} id={`area-${area.id}`} heading={area.name} className={styles.area}>
          <ul className={styles.topics}>
            {inArea.map((topic) => (
              <li key={topic.id} className={styles.topic}>
                <h3>
                  <Link href={topic.href}>{topic.name}</Link>
                </h3>
                {topic.covers && <p className={styles.covers}>{topic.covers}</p>}
                <p className={styles.total}>
                  {topic.total} questions{topic.counts.length > 1 ? ` across ${topic.counts.length} exams` : ''}
                </p>
                <ul className={styles.exams} aria-label={`${topic.name}: drill one exam`}>
                  {topic.counts.map((count) => (
                    <li key={count.exam}>
                      <Link href={urls.topicDrill(topic.id, count.exam)}>
                        {count.examName} <span className={styles.count}>({count.questions})</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </ContentPage>
  );
}
