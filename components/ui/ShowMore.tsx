/**
 * The button under a list drawn a page at a time (the mistake notebook, a test's review): how many
 * the next tap adds and how many are still not shown, in one wording across the site.
 */
export function ShowMore({
  step,
  left,
  onShowMore,
  className,
}: {
  step: number;
  left: number;
  onShowMore: () => void;
  className?: string;
}) {
  return (
    <button type="button" className={`button button-outline${className ? ` ${className}` : ''}`} onClick={onShowMore}>
      Show {Math.min(step, left)} more of {left}
    </button>
  );
}
