import { WordMageGame } from './_components/WordMageGame';
import { ContentPage } from '@/components/page/ContentPage';
import { wordList } from '@/lib/content/games';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';

export const metadata = pageMetadata({
  title: 'Word Maze',
  description: 'Find 10 hidden legal, business and animal words in a 10×10 grid before the 3-minute timer runs out.',
  path: urls.wordMaze,
});

export default function WordMazePage() {
  return (
    <ContentPage
      path={urls.wordMaze}
      title="Word Mage"
      lead={<p>Find the 10 hidden words in 3 minutes. Pick a word&apos;s first letter, then its last, or drag across it.</p>}
    >
      <WordMageGame words={wordList.get()} />
    </ContentPage>
  );
}
