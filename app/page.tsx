import { CourseListing } from '@/components/courses/CourseListing';
import { FloatingGamesButton } from '@/components/home/FloatingGamesButton';
import { HomeHero } from '@/components/home/HomeHero';
import { UpdatesPanels } from '@/components/panels/UpdatesPanels';
import { Testimonials } from '@/components/testimonials/Testimonials';

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <CourseListing />
      <Testimonials />
      <UpdatesPanels />
      <FloatingGamesButton />
    </>
  );
}
