import { WordMageGame } from './_components/WordMageGame';
import { pageRoute } from '@/components/page/pageRoute';
import { wordList } from '@/lib/content/games';

const route = pageRoute('wordMaze');

export const generateMetadata = route.generateMetadata;
export default route.page(() => <WordMageGame words={wordList.get()} />);
