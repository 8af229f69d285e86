import Link from '@/components/ui/SiteLink';
import styles from './CallToAction.module.css';

type CallToActionProps = {
  heading?: string;
  text?: string;
};

/** The closing 'Enroll Now' band of guide, exam and course pages. */
export function CallToAction({
  heading = 'Ready to start preparing?',
  text = 'Join a batch with live classes, mocks with analysis and a mentor who tracks your progress.',
}: CallToActionProps) {
  return (
    <aside className={styles.cta} aria-label="Enroll">
      <div>
        <p className={styles.heading}>{heading}</p>
        <p className={styles.text}>{text}</p>
      </div>
      <Link href="/enroll" className="button button-accent">
        Enroll Now
      </Link>
    </aside>
  );
}
