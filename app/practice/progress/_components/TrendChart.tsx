import type { TrendPoint } from '@/lib/practice/engine/analysis';
import styles from './ProgressReport.module.css';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = { top: 12, right: 12, bottom: 22, left: 34 };

/**
 * An exam's scores over the student's attempts as a small SVG line: each attempt's score as a share
 * of its maximum, oldest on the left. Drawn in the browser from this device's attempts (nothing to
 * load); the same figures are listed under it as text for screen readers and for anyone who
 * prefers numbers.
 */
export function TrendChart({ points, examName }: { points: TrendPoint[]; examName: string }) {
  const low = Math.min(0, ...points.map((point) => point.percent));
  const high = Math.max(100, ...points.map((point) => point.percent));
  const x = (index: number) =>
    points.length === 1
      ? PAD.left + (WIDTH - PAD.left - PAD.right) / 2
      : PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / (points.length - 1);
  const y = (percent: number) => PAD.top + ((high - percent) * (HEIGHT - PAD.top - PAD.bottom)) / (high - low);
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.percent).toFixed(1)}`).join(' ');
  const first = points[0];
  const last = points.at(-1)!;
  const summary =
    points.length === 1
      ? `${examName}: one attempt, ${last.percent}% of the maximum score.`
      : `${examName}: ${points.length} attempts, from ${first.percent}% to ${last.percent}% of the maximum score.`;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className={styles.svg}>
        {[low, 50, high].map((value) => (
          <g key={value}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} className={styles.gridLine} />
            <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" className={styles.axisText}>
              {value}%
            </text>
          </g>
        ))}
        {low < 0 && <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className={styles.zeroLine} />}
        <path d={path} className={styles.line} />
        {points.map((point, index) => (
          <circle key={point.at} cx={x(index)} cy={y(point.percent)} r={4} className={styles.dot} />
        ))}
        <text x={PAD.left} y={HEIGHT - 6} className={styles.axisText}>
          first
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className={styles.axisText}>
          latest
        </text>
      </svg>
      <figcaption className="visually-hidden">{summary}</figcaption>
    </figure>
  );
}
