import { SudokuGame } from '@/components/games/sudoku/SudokuGame';
import { pageRoute } from '@/components/page/pageRoute';
import { dealForBuild } from '@/games/sudoku/bank';

const route = pageRoute('sudoku');

export const generateMetadata = route.generateMetadata;
export default route.page(() => <SudokuGame firstDeal={dealForBuild()} />);
