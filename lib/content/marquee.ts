import { loadJson } from './load';
import { marqueeSchema, type Marquee } from './schemas/marquee';

export function getMarquee(): Marquee {
  return loadJson('marquee.json', marqueeSchema);
}
