import { WordMageGame } from '@/components/games/WordMageGame';
import { PageHeader } from '@/components/ui/PageHeader';
import { getWordList } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Word Maze',
  description: 'Find 10 hidden legal, business and animal words in a 10×10 grid before the 3-minute timer runs out.',
  path: '/games/word-maze',
});

export default function WordMazePage() {
  return (
    <>
      <PageHeader
        title="Word Mage"
        lead={<p>Find the 10 hidden words in 3 minutes. Pick a word&apos;s first letter, then its last, or drag across it.</p>}
        breadcrumb={[{ href: '/', label: 'Home' }, { href: '/games', label: 'Games Hub' }, { label: 'Word Maze' }]}
      />
      <div className="container section">
        <WordMageGame words={getWordList()} />
      </div>
    </>
  );
}
