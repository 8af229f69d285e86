import { pageRoute } from '@/components/page/pageRoute';
import { Section } from '@/components/ui/Section';
import Link from '@/components/ui/SiteLink';
import { practiceTopics } from '@/lib/content/practiceTopics';
import { topicList } from '@/lib/content/topics';
import { urls } from '@/lib/urls';
import styles from './topics.module.css';

const route = pageRoute('topics');

export const generateMetadata = route.generateMetadata;

/** Every topic with questions, by area, with how many each exam has: one tap starts a drill. */
function TopicList() {
  const topics = practiceTopics();
  const areas = topicList
    .get()
    .areas.map((area) => ({ area, topics: topics.filter((topic) => topic.area === area.id) }))
    .filter((group) => group.topics.length > 0);
  return (
    <>
      {areas.map(({ area, topics: inArea }) => (
        <Section key={area.id} id={`area-${area.id}`} heading={area.name} className={styles.area}>
          <ul className={styles.topics}>
            {inArea.map((topic) => (
              <li key={topic.id} className={`card ${styles.topic}`}>
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
    </>
  );
}

export default route.page(TopicList);
