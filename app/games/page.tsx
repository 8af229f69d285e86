import { PlayNow } from './_components/PlayNow';
import { CardGrid } from '@/components/ui/CardGrid';
import { ContentPage } from '@/components/page/ContentPage';
import { StaticImage } from '@/components/ui/StaticImage';
import { gameCards } from '@/lib/content/games';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';
import styles from './page.module.css';

export const metadata = pageMetadata({
  title: 'Games Hub',
  description: 'Take a break with Sudoku and Word Maze: quick brain games that sharpen logical reasoning and vocabulary.',
  path: urls.games,
});

export default function GamesHubPage() {
  return (
    <ContentPage path={urls.games} title="Games Hub" lead={<p>Choose a game and start having fun!</p>}>
      <CardGrid columns={2} gap="large" className={styles.grid}>
        {gameCards.get().map((game) => (
          <li key={game.id} className={styles.card}>
            <StaticImage src={`/images/games/${game.image}`} alt="" width={640} height={360} className={styles.image} />
            <div className={styles.body}>
              <h2 className={styles.title}>{game.title}</h2>
              <p>{game.description}</p>
              <PlayNow title={game.title} rules={game.rules} href={game.href} />
            </div>
          </li>
        ))}
      </CardGrid>
    </ContentPage>
  );
}
