import { z } from 'zod';
import { defineDocument } from './collection';
import { text } from './common';

/**
 * content/topics.yaml: the one list of practice topics. Every practice question names one, so a
 * topic ("Percentages") is the same for every exam, and drills and the analysis add up across
 * tests and exams.
 */
const slug = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens');

export const topicList = defineDocument({
  name: 'practice topics',
  file: 'topics.yaml',
  schema: z.strictObject({
    areas: z.array(z.strictObject({ id: slug(), name: text() })).min(1),
    topics: z
      .array(
        z.strictObject({
          /** The address part (/practice/drill?topic={id}); saved drill history refers to it, so it never changes. */
          id: slug(),
          name: text(),
          area: slug(),
          /** What the topic takes in, for editors and the topics page. */
          covers: text().optional(),
        }),
      )
      .min(1),
  }),
  check: (list, report) => {
    const areas = new Set(list.areas.map((area) => area.id));
    const ids = new Set<string>();
    const names = new Set<string>();
    list.topics.forEach((topic, t) => {
      if (!areas.has(topic.area)) report(`topics[${t}].area`, `"${topic.area}" is not one of the areas (${[...areas].join(', ')})`);
      if (ids.has(topic.id)) report(`topics[${t}].id`, `"${topic.id}" is used twice`);
      if (names.has(topic.name)) report(`topics[${t}].name`, `"${topic.name}" is used twice`);
      ids.add(topic.id);
      names.add(topic.name);
    });
  },
});

export type TopicList = ReturnType<typeof topicList.get>;
export type Topic = TopicList['topics'][number];

/** The topic a question names, by its name; undefined for a name not on the list. */
export function topicByName(name: string): Topic | undefined {
  return topicList.get().topics.find((topic) => topic.name === name);
}

export function topicById(id: string): Topic | undefined {
  return topicList.get().topics.find((topic) => topic.id === id);
}

/** The closest names on the list, for an editor's typo ("Percentage" → "Percentages"). */
export function nearestTopicNames(name: string, count = 3): string[] {
  const words = (value: string) =>
    new Set(
      value
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean),
    );
  const wanted = words(name);
  const score = (candidate: string) => {
    const have = words(candidate);
    const shared = [...wanted].filter((word) => [...have].some((other) => other.startsWith(word.slice(0, 5)))).length;
    return shared / Math.max(wanted.size, have.size, 1);
  };
  return topicList
    .get()
    .topics.map((topic) => topic.name)
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((entry) => entry.candidate);
}

/** The topic of dated events; anything undated is general knowledge. */
export const CURRENT_AFFAIRS = 'Current affairs';
