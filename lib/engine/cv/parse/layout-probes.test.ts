/** Shapes met in unseen CVs from online builders, Europass and European layouts. */
import { describe, expect, it } from 'vitest';
import { titleScore } from './job-title-words';
import { displayName } from './person-name';
import { sectionTypeOf } from './heading-type';
import { isBullet, stripBullet } from './text-shape';

describe('layout shapes', () => {
  it('reads letter-spaced headings', () => {
    expect(sectionTypeOf('P R O F E S S I O N A L S U M M A RY')).toBe('summary');
    // a German networking profile's "what I offer": the skills
    expect(sectionTypeOf('Ich biete')).toBe('skills');
    expect(sectionTypeOf('W O R K E X P E R I E N C E')).toBe('experience');
    expect(sectionTypeOf('S K I L L S')).toBe('skills');
    expect(sectionTypeOf('A B C D E F')).toBeNull();
  });

  it('reads a German compound on "Kenntnisse" as skills, the language one as languages', () => {
    expect(sectionTypeOf('Methodenkenntnisse')).toBe('skills');
    expect(sectionTypeOf('PC-Kenntnisse')).toBe('skills');
    expect(sectionTypeOf('Sprachkenntnisse')).toBe('languages');
    expect(sectionTypeOf('Kenntnisse der Branche und Methoden')).toBeNull();
  });

  it('reads "Volunteerism" as the volunteering heading', () => {
    expect(sectionTypeOf('VOLUNTEERISM')).toBe('volunteer');
  });

  it('takes numbered lines and diamond markers for bullets, but not German dates', () => {
    expect(isBullet('1. Built a churn model')).toBe(true);
    expect(stripBullet('2) Led a team of 4')).toBe('Led a team of 4');
    expect(isBullet('◆ Negotiation')).toBe(true);
    expect(isBullet('10. Juli 2020 – heute')).toBe(false);
    expect(isBullet('1.5 million users')).toBe(false);
  });

  it('keeps name particles in lower case', () => {
    expect(displayName('PIETER VAN DER BERG')).toBe('Pieter van der Berg');
    expect(displayName('MARÍA DE LA TORRE')).toBe('María de la Torre');
  });

  it('knows uniformed, aviation and trade titles, and that an aircraft type is no year', () => {
    for (const title of ['Captain, Boeing 777', 'First Officer, Airbus A320', 'Casual Crew Member', 'Labourer', 'Police Sergeant', 'Dentist']) {
      expect(titleScore(title), title).toBeGreaterThan(0);
    }
    expect(titleScore('Emirates')).toBe(0);
    // a student's work term in a field is a post; a regional co-operative is an employer
    expect(titleScore('Engineering Co-op')).toBeGreaterThan(0);
    expect(titleScore('Co-op Student')).toBeGreaterThan(0);
    expect(titleScore('Southern Co-op')).toBe(0);
    // one-word trades and posts of European CVs
    for (const title of ['Elettricista', 'Apprendista elettricista', 'Électricien', 'Aide-soignante', 'Cocinero', 'Fontanero', 'Elektriker', 'Erzieherin']) {
      expect(titleScore(title), title).toBeGreaterThan(0);
    }
    expect(titleScore('Elettro Service di Colombo Paolo')).toBe(0);
  });
});
