import { about } from './about';
import { careerGuidance } from './careerGuidance';

describe('about and career guidance content', () => {
  it('about: 3 taglines, 10 selling points, 2 founders with photos', () => {
    const page = about.get();
    expect(page.taglines).toHaveLength(3);
    expect(page.sellingPoints).toHaveLength(10);
    expect(page.founders).toHaveLength(2);
  });

  it('career guidance: three reasons, three services and a success story', () => {
    const page = careerGuidance.get();
    expect(page.whyChooseUs.items.map((item) => item.title)).toEqual(['Expert Counselors', 'Personalized Approach', 'Proven Success']);
    expect(page.services.items.map((item) => item.title)).toEqual(['Career Counseling', 'Competitive Exam Prep', 'Skill Development']);
    expect(page.successStory.story.length).toBeGreaterThan(0);
  });
});
