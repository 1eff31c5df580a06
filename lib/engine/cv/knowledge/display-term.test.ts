import { describe, expect, it } from 'vitest';
import { displayTerm } from './display-term';

describe('displayTerm', () => {
  it.each([
    ['roas', 'ROAS'],
    ['okrs', 'OKRs'],
    ['p&l ownership', 'P&L ownership'],
    ['saas metrics', 'SaaS metrics'],
    ['hipaa compliance', 'HIPAA compliance'],
    ['phd supervision', 'PhD supervision'],
    ['s&op planning', 'S&OP planning'],
    ['infrastructure as code', 'infrastructure as code'],
    ['patient care', 'patient care'],
  ])('%s → %s', (term, shown) => expect(displayTerm(term)).toBe(shown));
});
