/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
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
  it('closing closes the dialog and returns the focus to what opened it', () => {
    const { rerender } = render(sheet(false));
    screen.getByRole('button', { name: 'Question palette' }).focus();
    rerender(sheet(true));
    expect(dialogOf().open).toBe(true);

    rerender(sheet(false));
    expect(dialogOf().open).toBe(false);
    expect(screen.getByRole('button', { name: 'Question palette' })).toHaveFocus();
  });

  it('kept mounted, the content stays rendered while closed, and opening again shows it', () => {
    const { rerender } = render(sheet(true));
    rerender(sheet(false));
    expect(dialogOf().open).toBe(false);
    expect(screen.getByText('Buttons', { selector: 'p' })).toBeInTheDocument();
    rerender(sheet(true));
    expect(dialogOf().open).toBe(true);
  });
});
