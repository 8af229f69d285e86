import { FaCheckCircle } from 'react-icons/fa';
import styles from './CheckList.module.css';

/** A list of short points, each with a green tick. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={`${styles.list} ${className ?? ''}`}>
      {items.map((item) => (
        <li key={item}>
          <FaCheckCircle aria-hidden="true" className={styles.check} /> {item}
        </li>
      ))}
    </ul>
  );
}
