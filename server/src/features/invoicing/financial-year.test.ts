import { describe, expect, it } from 'vitest';
import { DOCUMENT_NUMBER_MAX, documentNumber, financialYearLabel } from './financial-year';

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

  it('numbers documents in at most 16 characters (GST rule 46), refusing a number that would not fit', () => {
    expect(documentNumber('SUV', '2026-27', 123)).toBe('SUV/26-27/000123');
    expect(documentNumber('SUVC', '2026-27', 1)).toBe('SUVC/26-27/00001');
    expect(documentNumber('S', '2099-00', 7)).toBe('S/99-00/00000007');
    for (const [code, sequence] of [
      ['SUV', 999_999],
      ['SUVC', 99_999],
      ['S', 1],
    ] as const)
      expect(documentNumber(code, '2026-27', sequence)).toHaveLength(DOCUMENT_NUMBER_MAX);
    expect(DOCUMENT_NUMBER_MAX).toBe(16);
    expect(() => documentNumber('SUV', '2026-27', 1_000_000)).toThrow('has no number 1000000 within 16 characters');
    expect(() => documentNumber('SUVC', '2026-27', 100_000)).toThrow('within 16 characters');
  });
});
