import { PlayNow } from '@/components/games/PlayNow';
import { PageHeader } from '@/components/ui/PageHeader';
import { getGameCards } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/metadata';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Games Hub',
  description: 'Take a break with Sudoku and Word Maze: quick brain games that sharpen logical reasoning and vocabulary.',
  path: '/games',
});

export default function GamesHubPage() {
  const games = getGameCards();
  return (
    <>
      <PageHeader title="Games Hub" lead={<p>Choose a game and start having fun!</p>} breadcrumb={[{ href: '/', label: 'Home' }, { label: 'Games Hub' }]} />
      <div className="container section">
        <ul className={styles.grid}>
          {games.map((game) => (
            <li key={game.id} className={styles.card}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG illustration at its display size */}
              <img src={`/images/games/${game.image}`} alt="" width={640} height={360} className={styles.image} />
              <div className={styles.body}>
                <h2 className={styles.title}>{game.title}</h2>
                <p>{game.description}</p>
                <PlayNow title={game.title} rules={game.rules} link={game.link} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
