import { describe, expect, it } from 'vitest';
import { formatIndianDate, formatIndianMoment } from './time';

describe('formatIndianDate and formatIndianMoment', () => {
  // 06:30 UTC is noon in India; 20:00 UTC is already the next day there.
  const noon = '2026-11-23T06:30:00.000Z';

  it('write a day and a moment in India’s time, in English by default', () => {
    expect(formatIndianDate(noon)).toBe('23 Nov 2026');
    expect(formatIndianMoment(noon)).toBe('23 Nov 2026, 12:00 pm');
    expect(formatIndianDate('2026-11-23T20:00:00.000Z')).toBe('24 Nov 2026');
  });

  it('write them as Hindi and Gujarati do', () => {
    expect(formatIndianDate(noon, 'hi')).toBe('23 नव॰ 2026');
    expect(formatIndianDate(noon, 'gu')).toBe('23 નવે, 2026');
    expect(formatIndianMoment(noon, 'gu')).toBe('23 નવે, 2026 12:00 PM');
  });
});
