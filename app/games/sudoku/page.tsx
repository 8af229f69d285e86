import { SudokuGame } from '@/components/games/sudoku/SudokuGame';
import { ContentPage } from '@/components/page/ContentPage';
import { dealForBuild } from '@/games/sudoku/bank';
import { pageMetadata } from '@/lib/metadata';
import { urls } from '@/lib/urls';

export const metadata = pageMetadata({
  title: 'Sudoku',
  description:
    'Sudoku at three difficulties, every puzzle with exactly one solution: fill the grid, check your answer or view the solution; your game is kept between visits.',
  path: urls.sudoku,
});

export default function SudokuPage() {
  return (
    <ContentPage path={urls.sudoku} title="Sudoku" lead={<p>Fill every row, column and 3×3 box with the digits 1 to 9.</p>}>
      <SudokuGame firstDeal={dealForBuild()} />
    </ContentPage>
  );
}
