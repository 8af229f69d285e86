/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { DeferredWhileHidden } from './DeferredWhileHidden';

/** Renders `value` in a visible part and in a part behind DeferredWhileHidden, logging each render and each commit. */
function setUp() {
  const log: string[] = [];
  function Part({ name, value }: { name: string; value: number }) {
    log.push(`${name} ${value}`);
    return <p>{`${name} ${value}`}</p>;
  }
  const tree = (value: number, shown: boolean): ReactNode => (
    <Profiler id="frame" onRender={() => log.push('commit')}>
      <Part name="visible" value={value} />
      <DeferredWhileHidden shown={shown}>
        <Part name="hidden" value={value} />
      </DeferredWhileHidden>
    </Profiler>
  );
  return { log, tree };
}

describe('DeferredWhileHidden', () => {
  it('while hidden, takes a change in a commit after the one that shows it elsewhere', async () => {
    const { log, tree } = setUp();
    const { rerender } = render(tree(1, false));
    expect(screen.getByText('hidden 1')).toBeInTheDocument();
    log.length = 0;
    await act(async () => rerender(tree(2, false)));
    expect(log).toEqual(['visible 2', 'commit', 'hidden 2', 'commit']);
    expect(screen.getByText('hidden 2')).toBeInTheDocument();
  });

  it('when shown, takes a change in the same commit as the rest', async () => {
    const { log, tree } = setUp();
    const { rerender } = render(tree(1, false));
    log.length = 0;
    await act(async () => rerender(tree(2, true)));
    // (React commits once more as the deferred value catches up, with nothing left to render.)
    expect(log.slice(0, 3)).toEqual(['visible 2', 'hidden 2', 'commit']);
    expect(log.filter((entry) => entry !== 'commit')).toEqual(['visible 2', 'hidden 2']);
  });
});
