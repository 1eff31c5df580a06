import { describe, expect, it } from 'vitest';
import { isSignatureBlock, isWishesSection } from './sections';

describe('the signature closing a CV', () => {
  it("is a heading that is the candidate's own name, in whatever case", () => {
    expect(isSignatureBlock('JOHN PAUL S. REYES', 'John Paul S. Reyes')).toBe(true);
    expect(isSignatureBlock('Additional Information', 'John Paul S. Reyes')).toBe(false);
    expect(isSignatureBlock('JOHN PAUL S. REYES', null)).toBe(false);
  });
});

describe("a profile's note of what its owner is looking for", () => {
  it('is a heading saying what the candidate seeks, in the languages CVs are written in', () => {
    for (const heading of ['Ich suche', 'Was ich suche:', "I'm looking for", 'LOOKING FOR', 'Je recherche', 'Busco', 'Ik zoek']) expect(isWishesSection(heading)).toBe(true);
  });
  it('is no other heading, nor a long line that happens to open with the words', () => {
    for (const heading of ['Interessen', 'Ich biete', 'Career Objective', 'Looking for new opportunities in data engineering and analytics at scale']) expect(isWishesSection(heading)).toBe(false);
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
