import { describe, expect, it } from 'vitest';
import { TENURE_LINE, withoutTenure } from './tenure';

describe('tenure beside dates', () => {
  it('knows a line that is only a tenure, in several languages', () => {
    for (const line of ['3 years 8 months', '(1 yr 7 mos)', '5 Jahre, 9 Monate', '11 Monate', '(5 años y 8 meses)', '2 ans et 3 mois', '4 anni', '3 jaar', '2 lata', '(3 yıl 7 ay)', '4 ay', '2 år och 3 månader', '5 år 2 mån'])
      expect(TENURE_LINE.test(line), line).toBe(true);
  });
  it('leaves lines that say more than a tenure', () => {
    for (const line of ['5 Jahre Erfahrung im Vertrieb', 'Team of 12 members', '2019 – 2021', 'Managed 3 years of budgets', '10 mesas', 'Ay sonu kapanışı 8 iş günü']) expect(TENURE_LINE.test(line), line).toBe(false);
  });
  it('takes a bracketed tenure off a date line and keeps the rest as printed', () => {
    expect(withoutTenure('(3 años y 6 meses)')).toBe('');
    expect(withoutTenure('Lyon  (2 ans 3 mois)')).toBe('Lyon');
    expect(withoutTenure('Berlin  · 2 yrs 3 mos')).toBe('Berlin');
    expect(withoutTenure('Eylül 2019 - Halen (7 yıl 3 ay)')).toBe('Eylül 2019 - Halen');
    expect(withoutTenure('Acme Corp  Remote')).toBe('Acme Corp  Remote');
  });
});
