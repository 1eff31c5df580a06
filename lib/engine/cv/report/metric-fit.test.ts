/**
 * Rewrites fit the bullet and the improved CV prints only what the CV supports: the metric a
 * rewrite suggests matches the work, a cliché the rewrite flags does not survive it, and the
 * sendable form has no fill-in and no figure the bullet does not state.
 */
import { describe, expect, it } from 'vitest';
import { hasPlaceholder, inventedFigures } from '../facts';
import { knowledge } from '../knowledge';
import { analyseBullet } from '../score/bullet-facts';
import { metricIdeas } from './metric-ideas';
import { rewriteBullet } from './rewrite-bullet';

const verbs = knowledge.actionVerbs;
const rewrite = (text: string) => rewriteBullet(analyseBullet({ text, section: 'experience', experienceIndex: 0 }, verbs), verbs);

describe('the metric fits the work', () => {
  it('a game save system is measured by players or crashes, not incidents within an SLA', () => {
    const idea = metricIdeas('Supported the save system of a mobile racing game');
    expect(idea.clause).not.toMatch(/SLA|incident/i);
    expect(idea.metrics.join(' ')).toMatch(/players|crash/);
  });

  it('A/B testing is measured by conversion, not test coverage', () => {
    const idea = metricIdeas('Ran A/B tests on the checkout page');
    expect(idea.clause).not.toMatch(/coverage/i);
    expect(idea.metrics.join(' ')).toMatch(/conversion/);
  });

  it('a help-desk bullet may be measured against its SLA', () => {
    expect(metricIdeas('Handled support tickets for 300 retail stores').clause).toMatch(/SLA/);
  });
});

describe('a rewrite', () => {
  it('never keeps a cliché it flags', () => {
    const r = rewrite('Spearheaded a robust redesign of the payroll process, leveraging SAP');
    expect(r).not.toBeNull();
    const cliches = r!.issues.filter((i) => i.startsWith('cliché')).map((i) => i.match(/"(.+)"/)![1]);
    expect(cliches.length).toBeGreaterThan(0);
    for (const cliche of cliches) expect(r!.rewritten.toLowerCase()).not.toContain(cliche.toLowerCase());
  });

  it('has a sendable form without fill-ins or figures the bullet does not state', () => {
    for (const text of ['Helped migrate 12 services to Kubernetes', 'Responsible for the onboarding of new nurses', 'Worked on the reporting dashboards']) {
      const r = rewrite(text);
      expect(r).not.toBeNull();
      expect(hasPlaceholder(r!.rewritten) || r!.metricClause === null).toBe(true);
      if (r!.sendable) {
        expect(hasPlaceholder(r!.sendable)).toBe(false);
        expect(inventedFigures(text, r!.sendable)).toEqual([]);
      }
    }
  });
});
