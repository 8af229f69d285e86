import { FloatingGamesButton } from '@/components/home/FloatingGamesButton';
import { getSiteConfig } from '@/lib/content/site';

export default function HomePage() {
  const site = getSiteConfig();
  return (
    <>
      <section className="container section">
        <h1>{site.product}</h1>
        <p className="section-intro">{site.description}</p>
      </section>
      <FloatingGamesButton />
    </>
  );
}
