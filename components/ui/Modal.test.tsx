/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { stubScheduler } from '@/lib/test-utils/stubScheduler';
import { Modal } from './Modal';

// jsdom has no modal dialogs (open and close are the attribute here, which is what Modal reads
// back) and no ResizeObserver (the body's scroll check: nothing to observe without a layout).
beforeAll(() => {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

function sheet(open: boolean) {
  return (
    <>
      <button type="button">Question palette</button>
      <Modal open={open} onClose={() => undefined} title="Question palette" placement="sheet" keepMounted>
        <p>Buttons</p>
      </Modal>
    </>
  );
}

const dialogOf = () => document.querySelector('dialog') as HTMLDialogElement;

describe('Modal', () => {
  it('closing hides the dialog in the same render, and closes it and returns the focus later (here by the background task, as no frame comes)', () => {
    const { runAll: runBackgroundTasks } = stubScheduler();
    const { rerender } = render(sheet(false));
    screen.getByRole('button', { name: 'Question palette' }).focus();
    rerender(sheet(true));
    expect(dialogOf().open).toBe(true);
    expect(dialogOf()).toHaveAttribute('data-open', 'true');

    rerender(sheet(false));
    // Out of sight at once (the CSS for data-open="false"), still a modal dialog until the frame is painted.
    expect(dialogOf()).toHaveAttribute('data-open', 'false');
    expect(dialogOf().open).toBe(true);
    runBackgroundTasks();
    expect(dialogOf().open).toBe(false);
    expect(screen.getByRole('button', { name: 'Question palette' })).toHaveFocus();
  });

  it('opened again before the close, stays open; unmounted while closing, posts nothing that runs later', () => {
    const { pending, runAll: runBackgroundTasks } = stubScheduler();
    const { rerender, unmount } = render(sheet(true));
    rerender(sheet(false));
    expect(pending()).toBe(1);
    rerender(sheet(true));
    expect(pending()).toBe(0);
    runBackgroundTasks();
    expect(dialogOf().open).toBe(true);
    expect(dialogOf()).toHaveAttribute('data-open', 'true');

    rerender(sheet(false));
    unmount();
    expect(pending()).toBe(0);
  });
});
