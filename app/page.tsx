import { CourseListing } from '@/components/courses/CourseListing';
import { JsonLd } from '@/components/page/JsonLd';
import { FloatingGamesButton } from '@/components/home/FloatingGamesButton';
import { HomeHero } from '@/components/home/HomeHero';
import { UpdatesPanels } from '@/components/panels/UpdatesPanels';
import { Testimonials } from '@/components/testimonials/Testimonials';
import { getSiteConfig } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import { educationalOrganization } from '@/lib/structuredData';

export function generateMetadata() {
  return pageMetadata({ description: getSiteConfig().description, path: '/' });
}

export default function HomePage() {
  return (
    <>
      <JsonLd data={educationalOrganization(getSiteConfig())} />
      <HomeHero />
      <CourseListing />
      <Testimonials />
      <UpdatesPanels />
      <FloatingGamesButton />
    </>
  );
}
