import type { ReactElement } from 'react';
import { lawCollegeSchema, lawCourseSchema, lawExamSchema } from '@/lib/content/schemas/law';
import { LawCollegeDetail } from './LawCollegeDetail';
import { LawDetailLayout } from './LawDetailLayout';
import { LawCourseDetail } from './LawCourseDetail';
import { LawExamDetail } from './LawExamDetail';
import type { LawDetailKind } from './lawPaths';

function view(title: string, eyebrow: string, body: ReactElement): ReactElement {
  return (
    <LawDetailLayout title={title} eyebrow={eyebrow}>
      {body}
    </LawDetailLayout>
  );
}

/**
 * Checks an object from navigation state against the same schema as the content files (state can
 * be stale or tampered with) and returns its view, or null when it is not a valid item.
 */
export function resolveLawItem(kind: LawDetailKind, value: unknown): ReactElement | null {
  if (kind === 'law-course') {
    const parsed = lawCourseSchema.safeParse(value);
    return parsed.success ? view(parsed.data.title, 'Law course', <LawCourseDetail course={parsed.data} />) : null;
  }
  if (kind === 'law-exam') {
    const parsed = lawExamSchema.safeParse(value);
    return parsed.success ? view(parsed.data.title, 'Law entrance exam', <LawExamDetail exam={parsed.data} />) : null;
  }
  const parsed = lawCollegeSchema.safeParse(value);
  return parsed.success ? view(parsed.data.name, 'Law college', <LawCollegeDetail college={parsed.data} />) : null;
}
