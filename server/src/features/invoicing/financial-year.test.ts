import { describe, expect, it } from 'vitest';
import { documentNumber, financialYearLabel } from './financial-year';

describe('financial year (1 April to 31 March, IST)', () => {
  it('changes at midnight IST on 1 April, not at midnight UTC', () => {
    expect(financialYearLabel(new Date('2027-03-31T23:59:59.999+05:30'))).toBe('2026-27');
    expect(financialYearLabel(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28');
    // 31 March 20:00 UTC is already 1 April 01:30 in India.
    expect(financialYearLabel(new Date('2027-03-31T20:00:00Z'))).toBe('2027-28');
    expect(financialYearLabel(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearLabel(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
  });

  it('runs across the calendar year', () => {
    expect(financialYearLabel(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearLabel(new Date('2026-12-31T23:59:59+05:30'))).toBe('2026-27');
    expect(financialYearLabel(new Date('2027-01-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearLabel(new Date('2099-06-01T00:00:00+05:30'))).toBe('2099-00');
  });

  it('numbers documents with six digits at least, never cut', () => {
    expect(documentNumber('SUV', '2026-27', 123)).toBe('SUV/2026-27/000123');
    expect(documentNumber('SUV-CN', '2026-27', 1)).toBe('SUV-CN/2026-27/000001');
    expect(documentNumber('SUV', '2026-27', 1_234_567)).toBe('SUV/2026-27/1234567');
  });
});
