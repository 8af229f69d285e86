import { ExternalLink } from '@/components/ui/ExternalLink';
import { StaticImage } from '@/components/ui/StaticImage';
import { testimonials, type Testimonial } from '@/lib/content/testimonials';
import { TestimonialsCarousel } from './TestimonialsCarousel';
import styles from './Testimonials.module.css';

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.slide}>
      <StaticImage
        src={`/images/testimonials/${testimonial.image}`}
        alt=""
        width={120}
        height={120}
        className={styles.photo}
        loading="lazy"
      />
      <figcaption className={styles.name}>{testimonial.name}</figcaption>
      <blockquote className={styles.feedback}>
        <p>{testimonial.feedback}</p>
      </blockquote>
      {testimonial.linkedin !== '#' && (
        <ExternalLink href={testimonial.linkedin} className={styles.linkedin} newTabHint={`of ${testimonial.name} (opens in a new tab)`}>
          View LinkedIn Profile
        </ExternalLink>
      )}
    </figure>
  );
}

/** 'STUDENT TESTIMONIALS': a carousel of four of the six testimonials in content/testimonials.json. */
export function Testimonials() {
  const slides = testimonials.get().map((testimonial) => ({
    key: String(testimonial.id),
    content: <TestimonialSlide testimonial={testimonial} />,
  }));

  return (
    <section className={`section ${styles.section}`} aria-labelledby="testimonials-heading">
      <div className="container">
        <h2 id="testimonials-heading" className={styles.heading}>
          STUDENT TESTIMONIALS
        </h2>
        <p className={`section-intro ${styles.intro}`}>
          See what our students have to say about our Gurus! Their success stories and feedback motivate us to keep improving.
        </p>
        <div className={styles.carousel}>
          <TestimonialsCarousel slides={slides} />
        </div>
      </div>
    </section>
  );
}
