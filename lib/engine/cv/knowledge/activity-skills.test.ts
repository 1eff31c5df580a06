import { describe, expect, it } from 'vitest';
import { ACTIVITY_SKILLS } from './curated/activity-skills';
import { allRoles, findSkillEvidence, findSkills, lookupSkill } from './index';
import { createSkillMatcher } from './skill-matcher';

const names = (text: string, context: 'text' | 'skills' | 'contact' | 'named' = 'text') => findSkills(text, context).map((m) => m.skill.name);

describe('activity phrases: a core skill shown by what the bullet did', () => {
  it('reads giving medicines as medication administration, in four languages', () => {
    expect(names('Administer high-alert medications and monitor critical drips.')).toContain('Medication administration');
    expect(names('Gave oral and IV meds to 6 patients per shift')).toContain('Medication administration');
    expect(names('Administré medicación por vía oral e intravenosa')).toContain('Medication administration');
    expect(names('Administration des médicaments et surveillance')).toContain('Medication administration');
    expect(names('Medikamente nach ärztlicher Anordnung verabreicht')).toContain('Medication administration');
  });

  it('reads preventing hospital infections and hand hygiene as infection control', () => {
    expect(names('Led unit education on CLABSI prevention; zero CLABSI events.')).toContain('Infection control');
    expect(names('Ran monthly hand hygiene audits')).toContain('Infection control');
    expect(names('Reduced CAUTI rates by 40%')).toContain('Infection control');
    expect(names('Auditorías de higiene de manos')).toContain('Infection control');
  });

  it('reads other occupations\u2019 core activities', () => {
    expect(names('Planned and delivered lessons for Year 9')).toContain('Lesson planning');
    expect(names('Preparación de clases de matemáticas')).toContain('Lesson planning');
    expect(names('Reconciled bank and credit card accounts monthly')).toContain('Account reconciliation');
    expect(names('Conciliación de cuentas bancarias')).toContain('Account reconciliation');
    expect(names('Built a $2M pipeline of enterprise deals')).toContain('Pipeline management');
    expect(names('Prepared fabrication drawings for pressure vessel supports in AutoCAD.')).toContain('Technical drawings');
    expect(names('Created standard work instructions for the drawing release process.')).not.toContain('Technical drawings');
    expect(names('Designed forged crankshafts and axle beams in CATIA for export customers.')).toContain('Mechanical design');
    expect(names('Designed test fixtures and UI mechanisms for the React app.')).not.toContain('Mechanical design');
    // the bullet rarely names the CAD tool: the rest of the CV may
    const bullet = 'Lead a team of 11 engineers designing chassis components.';
    expect(names(bullet)).not.toContain('Mechanical design');
    expect(findSkills(bullet, 'text', `Skills: CATIA, ANSYS\n${bullet}`).map((m) => m.skill.name)).toContain('Mechanical design');
    expect(names('Control de constantes y educación sanitaria')).toContain('Vital signs');
    expect(names('Assessed patients on admission')).toContain('Patient assessment');
  });

  it('needs the activity named: a neighbouring one or a look-alike is not it', () => {
    expect(names('Reconciled cash drawers at close')).not.toContain('Account reconciliation');
    expect(names('Wrote lessons learned reports after each release')).not.toContain('Lesson planning');
    expect(names('Built data pipelines for sales analytics')).not.toContain('Pipeline management');
    expect(names('Built CI/CD pipelines in Jenkins')).not.toContain('Pipeline management');
    expect(names('Administración de tratamientos y educación sanitaria')).not.toContain('Medication administration');
    expect(names('Diseñé clases en Java para el módulo de pagos')).not.toContain('Lesson planning');
    // a sentence or list break ends the activity
    expect(names('Hospital administration. Medications were reviewed by pharmacy')).not.toContain('Medication administration');
    expect(names('Administered surveys to staff; medication errors fell')).not.toContain('Medication administration');
    // a verb too far from its object
    expect(names('Administered the weekly staff rota and ordered the medications')).not.toContain('Medication administration');
  });

  it('keeps the words that show it as the evidence', () => {
    const hit = findSkillEvidence('Administer high-alert medications during resuscitations').find((h) => h.skill.name === 'Medication administration');
    expect(hit?.spans.map((s) => s.text)).toEqual(['Administer high-alert medications']);
  });

  it('counts an alias and an activity over the same words once', () => {
    const hit = findSkillEvidence('Infection prevention lead').find((h) => h.skill.name === 'Infection control');
    expect(hit?.count).toBe(1);
  });

  it('finds nothing in a contact block', () => {
    expect(names('Administered medications', 'contact')).toEqual([]);
  });
});

describe('the curated activity table', () => {
  it('names only lexicon skills that a role profile asks for', () => {
    const asked = new Set(allRoles().flatMap((r) => [...r.requiredHardSkills, ...r.preferredHardSkills]));
    for (const rule of ACTIVITY_SKILLS) {
      expect(lookupSkill(rule.skill)?.name, rule.skill).toBe(rule.skill);
      expect(asked.has(rule.skill), rule.skill).toBe(true);
      expect(rule.why.length).toBeGreaterThan(10);
    }
  });

  it('works on any lexicon through the matcher', () => {
    const match = createSkillMatcher([{ name: 'Widget repair', aliases: [], kind: 'hard', category: 'trades', hot: false, inDemand: false, occupationCount: 0 } as never], {
      activities: [{ skill: 'Widget repair', verbs: ['fix', 'fixed'], objects: ['widgets'], reverse: true, gap: 1, why: 'synthetic' }],
    });
    expect(match('Fixed broken widgets daily').map((h) => h.skill.name)).toEqual(['Widget repair']);
    expect(match('Widgets fixed on site').map((h) => h.skill.name)).toEqual(['Widget repair']);
    expect(match('Fixed the old broken widgets')).toEqual([]);
  });
});
