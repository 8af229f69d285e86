/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import RenderError from '@/app/error';
import NotFound from '@/app/not-found';

describe('error screens', () => {
  it('shows the spec heading and the error message after a render failure', () => {
    render(<RenderError error={new Error('Cannot read the course list')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the course list')).toBeInTheDocument();
  });

  it('shows the status text for an unknown route', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });
});
