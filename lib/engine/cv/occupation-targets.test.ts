import { describe, expect, it } from 'vitest';
import { analyseCv } from './index';

const POLICE_CV = `John Murphy
Cork, Ireland | john.murphy@example.ie | +353 87 123 4567

Profile
Police officer with six years of frontline experience in community policing and investigations.

Experience
Police Officer, An Garda Siochana, Cork — 2019 – Present
- Responded to over 1,200 emergency calls, prioritising incidents and securing scenes
- Prepared case files for 85 prosecutions with a 92% conviction rate

Security Officer, G4S, Dublin — 2016 – 2019
- Patrolled a shopping centre of 120 units, writing incident reports in Microsoft Word

Education
BA Criminology, University College Cork, 2013 – 2016

Skills
First aid, conflict resolution, report writing, Microsoft Office
`;

const analyse = (targetRole: string) =>
  analyseCv(new TextEncoder().encode(POLICE_CV), { fileName: 'cv.txt', targetRole, now: new Date('2026-11-01T00:00:00Z') });

describe('targets known only to O*NET', () => {
  it('suggest the occupation’s technologies without inventing must-haves', async () => {
    const { result } = await analyse('Police Officer');
    expect(result.keywords.missing).toEqual([]);
    expect(result.keywords.present).toContain('Microsoft Office');
    expect(result.keywords.recommended).toEqual(expect.arrayContaining(['PowerPoint']));
    expect(result.keywords.recommended).not.toContain('Microsoft Office');
    // an operations occupation: no portfolio or GitHub link is expected of a police officer
    const contact = result.score_explanations.find((e) => e.dimension === 'contact_completeness')!;
    expect(contact.explanation).not.toMatch(/github|portfolio/i);
    expect(result.granular_scores.contact_completeness).toBeGreaterThanOrEqual(85);
  });

  it('count a held title of that occupation, or of its family, as relevant', async () => {
    // no word in common with "Police Officer", but the same occupation, then the same family
    const deputy = await analyse('Sheriff Deputy');
    const firefighter = await analyse('Firefighter');
    const barista = await analyse('Barista');
    expect(deputy.result.granular_scores.relevance_score).toBeGreaterThanOrEqual(90);
    expect(firefighter.result.granular_scores.relevance_score).toBe(50);
    expect(barista.result.granular_scores.relevance_score).toBeLessThan(20);
  });
});
