import { CheckList } from './CheckList';

type TextWithChecklistProps = {
  paragraphs: string[];
  /** The key points, ticked, in a box beside the text from 900 px (the global `.split` layout). */
  points: string[];
  pointsClassName?: string;
};

/** A section's paragraphs with its key points beside them: the law intro, the MBA offer. */
export function TextWithChecklist({ paragraphs, points, pointsClassName }: TextWithChecklistProps) {
  return (
    <div className="split">
      <div>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <CheckList items={points} className={pointsClassName} />
    </div>
  );
}
