import { CardGrid } from '@/components/ui/CardGrid';
import { PickLink } from '@/components/navigationState/PickLink';
import { ContentPage } from '@/components/page/ContentPage';
import { LinkCard } from '@/components/ui/LinkCard';
import { ScrollTable } from '@/components/ui/ScrollTable';
import { Section } from '@/components/ui/Section';
import { TextWithChecklist } from '@/components/ui/TextWithChecklist';
import { lawColleges } from '@/lib/content/law/colleges';
import { lawCourses } from '@/lib/content/law/courses';
import { lawExams } from '@/lib/content/exams';
import { lawPage } from '@/lib/content/law/page';
import { firstCharacters } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

/** Law cards preview the first 120 characters of the description. */
const LAW_CARD_PREVIEW = 120;

export function generateMetadata() {
  return pageMetadata({
    title: lawPage.get().title,
    description:
      'LLB and integrated law courses, the CLAT, AILET and SLAT entrance exams with their fees, and the leading law colleges in India.',
    path: urls.law,
  });
}

/** A card per law course, exam or college; each names its object in navigation state. */
function LawCards({ kind, items }: { kind: string; items: { id: string; href: string; name: string; description: string }[] }) {
  return (
    <CardGrid>
      {items.map((item) => (
        <LinkCard
          key={item.id}
          href={item.href}
          link={(props) => <PickLink {...props} kind={kind} id={item.id} />}
          title={item.name}
          text={firstCharacters(item.description, LAW_CARD_PREVIEW)}
        />
      ))}
    </CardGrid>
  );
}

export default function LawPage() {
  const page = lawPage.get();

  return (
    <ContentPage
      path={urls.law}
      title={page.title}
      eyebrow="Law"
      cta={{
        heading: 'Preparing for CLAT, AILET or SLAT?',
        text: 'Law entrance coaching with legal reasoning practice, current affairs updates and full-length mocks.',
      }}
    >
      <Section id="llb" heading={page.intro.heading}>
        <TextWithChecklist paragraphs={page.intro.paragraphs} points={page.intro.facts} pointsClassName={styles.facts} />
      </Section>

      <Section id="courses" heading={page.courses.heading} intro={page.courses.intro} className={styles.block}>
        <LawCards kind="law-course" items={lawCourses.all().map((course) => ({ ...course, name: course.title }))} />
      </Section>

      <Section id="exams" heading={page.exams.heading} intro={page.exams.intro} className={styles.block}>
        <LawCards kind="law-exam" items={lawExams.all().map((exam) => ({ ...exam, name: exam.title }))} />
        <ScrollTable label={page.examFees.caption} className={styles.fees}>
          <table className="data-table">
            <caption>{page.examFees.caption}</caption>
            <thead>
              <tr>
                <th scope="col">Exam</th>
                <th scope="col">Category</th>
                <th scope="col">Fee (INR)</th>
              </tr>
            </thead>
            <tbody>
              {page.examFees.rows.map((row) => (
                <tr key={`${row.exam}-${row.category}`}>
                  <th scope="row">{row.exam}</th>
                  <td>{row.category}</td>
                  <td>{row.fee}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        {page.examFees.note && <p className={styles.note}>{page.examFees.note}</p>}
      </Section>

      <Section id="colleges" heading={page.colleges.heading} intro={page.colleges.intro} className={styles.block}>
        <LawCards kind="law-college" items={lawColleges.all()} />
      </Section>
    </ContentPage>
  );
}
