import { describe, expect, it } from 'vitest';
import { isSignatureBlock } from './sections';

describe('the signature closing a CV', () => {
  it("is a heading that is the candidate's own name, in whatever case", () => {
    expect(isSignatureBlock('JOHN PAUL S. REYES', 'John Paul S. Reyes')).toBe(true);
    expect(isSignatureBlock('Additional Information', 'John Paul S. Reyes')).toBe(false);
    expect(isSignatureBlock('JOHN PAUL S. REYES', null)).toBe(false);
  });
});

describe("a functional CV's skill areas", () => {
  it('keeps the sentences under two areas or more, each area as their lead-in', async () => {
    const { describedSkillAreas } = await import('./sections');
    const lines = ['Event Planning', '• Organised 14 conferences for up to 600 guests each year.', '• Cut venue costs by 18% through three-year contracts.', 'Budgeting', '• Managed a yearly events budget of $1.2 million.'];
    expect(describedSkillAreas(lines)).toEqual(['Event Planning:', lines[1], lines[2], 'Budgeting:', lines[4]]);
  });
  it('keeps nothing of a list of skills, or of one area', async () => {
    const { describedSkillAreas } = await import('./sections');
    expect(describedSkillAreas(['Languages', 'Python, SQL, R', 'Tools', 'Tableau, Excel'])).toEqual([]);
    expect(describedSkillAreas(['Leadership', 'Led a team of twelve analysts across two offices.', 'Python, SQL'])).toEqual([]);
  });
});
