import { SudokuGame } from '@/components/games/sudoku/SudokuGame';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Sudoku',
  description: 'A fresh Sudoku with exactly one solution on every visit: fill the grid, check your answer or view the solution.',
  path: '/games/sudoku',
});

export default function SudokuPage() {
  return (
    <>
      <PageHeader
        title="Sudoku"
        lead={<p>Fill every row, column and 3×3 box with the digits 1 to 9.</p>}
        breadcrumb={[{ href: '/', label: 'Home' }, { href: '/games', label: 'Games Hub' }, { label: 'Sudoku' }]}
      />
      <div className="container section">
        <SudokuGame />
      </div>
    </>
  );
}
