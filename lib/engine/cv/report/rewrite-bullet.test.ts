import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge';
import { analyseBullet } from '../score/bullet-facts';
import { testKnowledge } from '../testing/test-knowledge';
import { inventedFigures } from '../facts';
import { metricIdeas } from './metric-ideas';
import { rewriteBullet } from './rewrite-bullet';

const verbs = testKnowledge.actionVerbs;
const rewrite = (text: string) => rewriteBullet(analyseBullet({ text, section: 'experience', experienceIndex: 0 }, verbs), verbs);

describe('rewriteBullet', () => {
  it('turns "helped + verb" into that verb and keeps that it was shared work', () => {
    const r = rewrite('Helped migrate 12 services to Kubernetes')!;
    expect(r.rewritten).toBe('Migrated 12 services to Kubernetes as part of a [N]-person team');
    expect(r.issues).toEqual(['weak opener "helped"']);
  });

  it('turns "assisted in (the) design of X" into "Designed X", not "Designed of X"', () => {
    const real = knowledge.actionVerbs;
    const rewriteReal = (text: string) => rewriteBullet(analyseBullet({ text, section: 'experience', experienceIndex: 0 }, real), real);
    const r = rewriteReal('Assisted in design of jigs and fixtures using CATIA V5')!;
    expect(r.rewritten).toMatch(/^Designed jigs and fixtures using CATIA V5 as part of a \[N\]-person team/);
    expect(rewriteReal('Assisted in the design of 3 test rigs for 40 engines')!.rewritten).toMatch(/^Designed 3 test rigs for 40 engines as part of a \[N\]-person team/);
  });

  it('replaces a cliché opener with a plain verb and adds a metric clause with placeholders only', () => {
    const r = rewrite('Spearheaded the cost reduction program for cloud spend')!;
    expect(r.rewritten).toMatch(/^Led the cost reduction program for cloud spend, saving \[\$X\] per year$/);
    expect(r.issues).toEqual(['cliché opener "spearheaded"', 'no measurable result']);
    expect(inventedFigures(r.original, r.rewritten)).toEqual([]);
  });

  it('leaves strong, measured bullets and passive results ("Used by …") alone', () => {
    expect(rewrite('Reduced build time by 40% with remote caching')).toBeNull();
    expect(rewrite('Used by 3 regional operators; 400 stars on GitHub')).toBeNull();
  });
});

describe('metricIdeas', () => {
  it('measures teaching by students and results, and training colleagues by ramp-up', () => {
    expect(metricIdeas('Teach Junior and Leaving Certificate classes').clause).toBe('for [N] students, with [X%] reaching their target grade');
    expect(metricIdeas('Teach Git workflows to new hires').clause).toBe('helping [N] people ramp up [X%] faster');
  });

  it('reads the metric from the verb and object', () => {
    expect(metricIdeas('Reduced onboarding time for new hires').metrics[0]).toBe('% reduction in time');
    expect(metricIdeas('Managed a team of support agents').metrics[0]).toBe('team size');
    expect(metricIdeas('Cared for post-operative patients').clause).toBe('caring for [N] patients per shift');
  });
});

describe('rewriteBullet: milestones', () => {
  it('leaves a qualification or a standing alone instead of adding a metric clause', () => {
    expect(rewrite('Qualified as a chartered accountant (ACA) in 2016.')).toBeNull();
    expect(rewrite('Served as ward representative on the falls prevention committee.')).toBeNull();
    expect(rewrite('Promoted to team lead after 18 months')).toBeNull();
  });
});

describe('a rewrite suggests only a figure that fits', () => {
  it('adds no generic "[metric]" clause to a duty no metric rule reads', () => {
    for (const text of ['Attended weekly departmental meetings', 'Kept the stockroom tidy', 'Helped pupils with reading during morning sessions']) {
      const r = rewrite(text);
      expect(r?.rewritten ?? '').not.toMatch(/\[metric\]|\[X%\]/);
      expect(metricIdeas(text).clause).toBeNull();
    }
  });

  it('keeps the verb fix of such a bullet and asks for a figure in its explanation', () => {
    const r = rewrite('Responsible for the weekly stock count');
    expect(r?.rewritten).toBe('Managed the weekly stock count');
    expect(r?.explanation).toMatch(/adds no figure/);
  });

  it('still suggests a figure where one fits', () => {
    expect(rewrite('Helped migrate billing services to the cloud')?.rewritten).toMatch(/\[N\] systems/);
  });
});

describe('a bullet in another language', () => {
  it('is not rewritten in English, even in a CV read as English', () => {
    expect(rewrite('Gestión de las reclamaciones de los clientes')).toBeNull();
    expect(rewrite('Responsable de la formation des nouveaux arrivants')).toBeNull();
    expect(rewrite('Betreuung und Schulung der neuen Mitarbeiter')).toBeNull();
  });
});
