import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkButton } from './CopyLinkButton';

describe('CopyLinkButton', () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('copies the link and says so for 800 ms (spec 2 §9): still at 799 ms, gone at 800 ms', async () => {
    render(<CopyLinkButton url="https://atelier.test/external/demo/creative/concepts/crc1?token=t" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    // The clipboard answers (a promise), then the indicator shows.
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith('https://atelier.test/external/demo/creative/concepts/crc1?token=t');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(799);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});
