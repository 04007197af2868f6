// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

function Page() {
  const later = useAfterFirstPaint();
  return (
    <div>
      <p>above the fold</p>
      {later && <p>below the fold</p>}
    </div>
  );
}

describe('useAfterFirstPaint', () => {
  it('renders what is above the fold first and the rest after the next frame', async () => {
    render(<Page />);
    expect(screen.getByText('above the fold')).toBeTruthy();
    expect(screen.queryByText('below the fold')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('below the fold')).toBeTruthy();
  });
});
