import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, remainingParts } from './countdown';

const text = (key: string) => screen.getByTestId(`countdown-${key}`).textContent;

describe('countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts 15 days ahead by default and ticks every second', () => {
    render(<Countdown />);
    expect([text('days'), text('hours'), text('minutes'), text('seconds')]).toEqual(['15', '00', '00', '00']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect([text('days'), text('hours'), text('minutes'), text('seconds')]).toEqual(['14', '23', '59', '59']);
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect([text('minutes'), text('seconds')]).toEqual(['58', '58']);
  });

  it('stops at zero', () => {
    expect(remainingParts(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
