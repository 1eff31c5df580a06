import { describe, expect, it } from 'vitest';
import { analyseCv } from '../index';

const cv = (place: string, phone: string) => `Adaeze Okafor
${place} | adaeze.okafor@example.com | ${phone}

Experience
Warehouse Supervisor, Jumia Logistics — 2015 – Present
- Led a team of 25 pickers and packers across two shifts
- Cut order errors by 30% with barcode scanning

Skills
Warehouse management, SAP, Excel, Forklift operation
`;

const salary = async (place: string, phone: string) =>
  (await analyseCv(new TextEncoder().encode(cv(place, phone)), { fileName: 'cv.txt', targetRole: 'Warehouse Supervisor', now: new Date('2026-11-01T00:00:00Z') })).result
    .salary_intelligence;

describe('salary markets', () => {
  it('prices a CV in its own market when there is data for it', async () => {
    const s = await salary('Milan, Italy', '+39 333 123 4567');
    expect(s.primary_region).toBe('IT');
    expect(s.estimated_range.currency).toBe('EUR');
  });

  it('says plainly that a US band is only a reference for a market without data', async () => {
    const s = await salary('Tokyo, Japan', '+81 90 1234 5678');
    expect(s.primary_region).toBe('US');
    expect(s.salary_drivers.find((d) => d.factor === 'Market without salary data')?.explanation).toMatch(/no salary data for .*JP/);
  });

  it('states the occupation priced and the source and year of the figures', async () => {
    const s = await salary('Milan, Italy', '+39 333 123 4567');
    expect(s.salary_drivers.find((d) => d.factor === 'Occupation')?.explanation).toMatch(/Compared with .*O\*NET 53-10/);
    expect(s.salary_drivers.find((d) => d.factor === 'Pay data')?.explanation).toMatch(/ILOSTAT mean earnings of employees in Italy, 20\d\d.*\(20\d\d\)/);
  });
});
