import { describe, expect, it } from 'vitest';
import { analyseBullet } from './bullet-facts';
import { testKnowledge } from '../testing/test-knowledge';

const facts = (text: string) => analyseBullet({ text, section: 'experience', experienceIndex: 0 }, testKnowledge.actionVerbs);

describe('analyseBullet', () => {
  it('classifies openers', () => {
    expect(facts('• Responsible for the billing service').openerKind).toBe('weak');
    expect(facts('• Responsible for the billing service').weakPhrase).toBe('responsible for');
    expect(facts('Built a billing service').openerKind).toBe('strong');
    expect(facts('Spearheaded the migration').openerKind).toBe('cliche');
    expect(facts('Refactored the billing service').openerKind).toBe('verb');
    expect(facts('Billing service owner').openerKind).toBe('none');
  });
  it('detects clichés mid-sentence, outcomes and passive voice', () => {
    const b = facts('Migrations were handled by leveraging synergy across teams');
    expect(b.cliches).toEqual(['synergy']);
    expect(b.passive).toBe(true);
    expect(facts('Reduced churn by 12%').hasOutcome).toBe(true);
    expect(facts('Maintained the wiki').hasOutcome).toBe(false);
  });
});
