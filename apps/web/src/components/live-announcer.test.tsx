import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveAnnouncer } from './live-announcer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LiveAnnouncer', () => {
  it('is a polite, atomic status region that stays silent about the page as opened', () => {
    render(<LiveAnnouncer message="10 completas" intervalMs={5_000} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('true');
    act(() => vi.advanceTimersByTime(10_000));
    expect(region.textContent).toBe('');
  });

  it('says a change at once, then at most once per interval, the latest message winning', () => {
    const { rerender } = render(<LiveAnnouncer message="10 completas" intervalMs={5_000} />);
    const region = screen.getByRole('status');
    rerender(<LiveAnnouncer message="11 completas" intervalMs={5_000} />);
    act(() => vi.advanceTimersByTime(0));
    expect(region.textContent).toBe('11 completas');

    rerender(<LiveAnnouncer message="12 completas" intervalMs={5_000} />);
    act(() => vi.advanceTimersByTime(1_000));
    rerender(<LiveAnnouncer message="13 completas" intervalMs={5_000} />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(region.textContent).toBe('11 completas');
    act(() => vi.advanceTimersByTime(2_000));
    expect(region.textContent).toBe('13 completas');
  });
});
