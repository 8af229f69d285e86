import type { z } from 'zod';

/** One problem in one content file, located by the path of the field inside it. */
export type ContentIssue = { file: string; field: string; message: string };

/**
 * Thrown when a content file is missing, unreadable or does not match its schema.
 * The message names every offending file and field so an editor can fix the build alone.
 */
export class ContentError extends Error {
  readonly issues: ContentIssue[];

  constructor(issues: ContentIssue[]) {
    super(formatIssues(issues));
    this.name = 'ContentError';
    this.issues = issues;
  }
}

export function formatIssues(issues: ContentIssue[]): string {
  const lines = issues.map((issue) => `  - ${issue.file} → ${issue.field}: ${issue.message}`);
  return `Invalid content (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${lines.join('\n')}`;
}

/** Renders a zod issue path as an editor reads it: `faqs[2].answer`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(whole file)';
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

/** zod's wording for a field that is simply absent is not an editor's; say it plainly. */
function editorMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return 'is missing (this field is required)';
  return issue.message;
}

export function issuesFromZod(file: string, error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({ file, field: fieldPath(issue.path), message: editorMessage(issue) }));
}
