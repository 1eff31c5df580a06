import { describe, expect, it } from 'vitest';
import { analyseBullet } from '../score/bullet-facts';
import { testKnowledge } from '../testing/test-knowledge';
import { NO_FITTING_METRIC } from './metric-ideas';
import { quantificationAudit } from './quantification-audit';

const verbs = testKnowledge.actionVerbs;
const bullets = (...texts: string[]) => texts.map((text) => analyseBullet({ text, section: 'experience', experienceIndex: 0 }, verbs));

describe('quantificationAudit', () => {
  it('leaves a bullet of a CV in another language as written, with no filler tail', () => {
    const audit = quantificationAudit(bullets('Atención de las llamadas de los pacientes'), verbs, 'es');
    expect(audit.unquantified_bullets[0].rewrite_with_metrics).toBe('Atención de las llamadas de los pacientes');
  });

  it('asks for a figure instead of suggesting a generic one where none fits', () => {
    const audit = quantificationAudit(bullets('Attended weekly departmental meetings'), verbs, 'en');
    expect(audit.unquantified_bullets[0].suggested_metrics).toEqual([NO_FITTING_METRIC]);
    expect(audit.unquantified_bullets[0].rewrite_with_metrics).not.toMatch(/\[/);
  });
});
