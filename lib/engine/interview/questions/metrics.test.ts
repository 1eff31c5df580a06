import { describe, expect, it } from 'vitest';
import { extractMetric, isMeasuredOutcome, metricWeight } from './metrics';

describe('extractMetric', () => {
  it('prefers percentages and money over other numbers', () => {
    expect(extractMetric('Cut API latency by 40% for 12 services')).toBe('40%');
    expect(extractMetric('Closed 14 deals worth $2.3M in 2021')).toBe('$2.3M');
  });

  it('keeps the unit or the counted thing with a number', () => {
    expect(extractMetric('Served 12,000 customers a month')).toBe('12,000 customers');
    expect(extractMetric('Made builds 3x faster')).toBe('3x');
    expect(extractMetric('Precepted 8 new graduate nurses and more')).toBe('8 new graduate nurses');
  });

  it('keeps counted words in any script whole, and stops at a function word', () => {
    expect(extractMetric('Automatizei 35 relatórios mensais em Python.')).toBe('35 relatórios mensais');
    expect(extractMetric('Einarbeitung von 9 neuen Pflegekräften als Praxisanleiterin.')).toBe('9 neuen Pflegekräften');
  });

  it('does not take an ordinal or a grade for a count, nor a comma for part of a number', () => {
    expect(extractMetric('Tutoría de un grupo de 1º de ESO.')).toBeNull();
    expect(extractMetric('Finished 1st in the regional league')).toBeNull();
    expect(extractMetric('Ran 53, served all')).toBe('53');
  });

  it('does not mistake a year for a result', () => {
    expect(extractMetric('Joined the platform team in 2021')).toBeNull();
    expect(extractMetric('In 2021 onboarded 2000 users')).toBe('2000 users');
  });

  it('returns null without numbers', () => {
    expect(extractMetric('Maintained deployment scripts')).toBeNull();
  });
});

describe('metric kinds', () => {
  it('treats rates, money and multipliers as measured outcomes and counts as scope', () => {
    expect(isMeasuredOutcome('40%')).toBe(true);
    expect(isMeasuredOutcome('$2.3M')).toBe(true);
    expect(isMeasuredOutcome('3x')).toBe(true);
    expect(isMeasuredOutcome('8 new graduate nurses')).toBe(false);
    expect(metricWeight('40%')).toBeGreaterThan(metricWeight('8'));
  });
});
