import { assertAssetsExist } from './assets';
import { loadJson } from './load';
import { aboutSchema, careerGuidanceSchema, enrollSchema, type About, type CareerGuidance, type Enroll } from './schemas/about';
import { bbaHubSchema, type BbaHub } from './schemas/bba';
import { gameCardsSchema, wordListSchema, type GameCard } from './schemas/games';
import {
  courseCardsSchema,
  panelsSchema,
  testimonialsSchema,
  type CourseCard,
  type Panels,
  type Testimonial,
} from './schemas/home';

export function getCourseCards(): CourseCard[] {
  return loadJson('courses.json', courseCardsSchema).courses;
}

export function getTestimonials(): Testimonial[] {
  const testimonials = loadJson('testimonials.json', testimonialsSchema);
  assertAssetsExist(
    'testimonials.json',
    testimonials.map((entry, index) => ({ field: `[${index}].image`, publicPath: `images/testimonials/${entry.image}` })),
  );
  return testimonials;
}

export function getPanels(): Panels {
  return loadJson('panels.json', panelsSchema);
}

export function getAbout(): About {
  const about = loadJson('about.json', aboutSchema);
  assertAssetsExist(
    'about.json',
    about.founders.map((founder, index) => ({ field: `founders[${index}].photo`, publicPath: `images/founders/${founder.photo}` })),
  );
  return about;
}

export function getCareerGuidance(): CareerGuidance {
  return loadJson('career-guidance.json', careerGuidanceSchema);
}

export function getBbaHub(): BbaHub {
  const hub = loadJson('bba-hub.json', bbaHubSchema);
  assertAssetsExist(
    'bba-hub.json',
    hub.questions.map((question, index) => ({ field: `questions[${index}].image`, publicPath: `images/bba/${question.image}` })),
  );
  return hub;
}

export function getGameCards(): GameCard[] {
  const games = loadJson('games/games.json', gameCardsSchema);
  assertAssetsExist(
    'games/games.json',
    games.map((game, index) => ({ field: `[${index}].image`, publicPath: `images/games/${game.image}` })),
  );
  return games;
}

export function getWordList(): string[] {
  return loadJson('games/words.json', wordListSchema);
}

export function getEnroll(): Enroll {
  return loadJson('enroll.json', enrollSchema);
}
