import { PlayNow } from './_components/PlayNow';
import { CardGrid } from '@/components/ui/CardGrid';
import { pageRoute } from '@/components/page/pageRoute';
import { StaticImage } from '@/components/ui/StaticImage';
import { gameCards } from '@/lib/content/games';
import styles from './page.module.css';

const route = pageRoute('games');

export const generateMetadata = route.generateMetadata;

/** A card for each game: its picture, what it is and Play Now with its rules. */
function GameCards() {
  return (
    <CardGrid columns={2} gap="large" className={styles.grid}>
      {gameCards.get().map((game) => (
        <li key={game.id} className={`card ${styles.card}`}>
          <StaticImage src={`/images/games/${game.image}`} alt="" width={640} height={360} className={styles.image} />
          <div className={styles.body}>
            <h2 className={styles.title}>{game.title}</h2>
            <p>{game.description}</p>
            <PlayNow title={game.title} rules={game.rules} href={game.href} />
          </div>
        </li>
      ))}
    </CardGrid>
  );
}

export default route.page(GameCards);
