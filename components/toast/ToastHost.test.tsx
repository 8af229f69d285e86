/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { ToastHost } from './ToastHost';
import { TOAST_DEFAULTS } from './toastDefaults';

jest.mock('react-toastify/dist/ReactToastify.css', () => ({}), { virtual: true });

describe('toasts', () => {
  it('use the spec defaults', () => {
    // Exactly these seven settings: where and how long, then how a toast is dismissed or paused.
    expect(Object.keys(TOAST_DEFAULTS)).toHaveLength(7);
    expect(TOAST_DEFAULTS).toMatchObject({ position: 'top-right', autoClose: 5000, theme: 'light' });
    expect(TOAST_DEFAULTS).toMatchObject({ draggable: 'touch', draggablePercent: 80, pauseOnHover: true, pauseOnFocusLoss: true });
  });

  it('loads the container on first use and shows toasts asked for by any island', async () => {
    notify('info', 'Asked for before the host mounted');
    const { container } = render(<ToastHost />);
    expect(await screen.findByText('Asked for before the host mounted')).toBeInTheDocument();
    await act(async () => notify('error', 'Please enter a valid number between 1 and 9!'));
    expect(await screen.findByText('Please enter a valid number between 1 and 9!')).toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });
});
