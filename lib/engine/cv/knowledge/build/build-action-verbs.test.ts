import { describe, expect, it } from 'vitest';
import { buildActionVerbs } from './build-action-verbs';

describe('buildActionVerbs', () => {
  it('normalises case, removes duplicates and sorts', () => {
    const table = buildActionVerbs({ strong: ['Led', 'built', 'led'], weak: [['Helped', ['Enabled']]], cliches: ['Synergy'] });
    expect(table).toEqual({ strong: ['built', 'led'], weak: [['helped', ['enabled']]], cliches: ['synergy'] });
  });

  it('rejects contradictions', () => {
    expect(() => buildActionVerbs({ strong: ['leveraged'], weak: [], cliches: ['leveraged'] })).toThrow(/both strong and a cliché/);
    expect(() => buildActionVerbs({ strong: [], weak: [['helped', ['handled']], ['handled', ['managed']]], cliches: [] })).toThrow(/suggests weak "handled"/);
  });

  it('keeps a weak opener\'s alternatives in their curated order, best first', () => {
    const table = buildActionVerbs({ strong: [], weak: [['handled', ['managed', 'resolved', 'administered']]], cliches: [] });
    expect(table.weak).toEqual([['handled', ['managed', 'resolved', 'administered']]]);
  });
});
