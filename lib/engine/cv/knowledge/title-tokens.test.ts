import { describe, expect, it } from 'vitest';
import { hasGrade, titleTokens } from './title-tokens';

describe('titleTokens', () => {
  it('drops grades, fillers and gender markers', () => {
    expect(titleTokens('Sr. Software Engineer II (m/w/d)')).toEqual(['software', 'engineer']);
    expect(titleTokens('Développeur Full-Stack')).toEqual(['developpeur', 'fullstack']);
  });

  it('expands abbreviations and unifies heads of functions', () => {
    expect(titleTokens('SWE')).toEqual(['software', 'engineer']);
    expect(titleTokens('VP of Marketing')).toEqual(['head', 'marketing']);
    expect(titleTokens('Marketing Director')).toEqual(['marketing', 'head']);
  });

  it('keeps a grade word when nothing else is left', () => {
    expect(titleTokens('Lead')).toEqual(['lead']);
    expect(hasGrade('Senior Nurse')).toBe(true);
    expect(hasGrade('Nurse')).toBe(false);
  });

  it('folds Portuguese and further feminine forms and reads Portuguese words in Spanish', () => {
    expect(titleTokens('Engenheira de Qualidade')).toEqual(['ingeniero', 'calidad']);
    expect(titleTokens('Estagiária de Dados')).toEqual(['dato']);
    expect(titleTokens('Ejecutiva de cuentas')).toEqual(titleTokens('Ejecutivo de cuentas'));
    expect(titleTokens('Ingénieure qualité')).toEqual(titleTokens('Ingénieur qualité'));
    // a title word that is also an Object property name is no Portuguese word
    expect(titleTokens('Constructor')).toEqual(['constructor']);
  });

  it('reads a grade of the first six school years as an elementary school', () => {
    expect(titleTokens('Enseignant de 2e année')).toEqual(['enseignant', 'elementary']);
    expect(titleTokens('5th Grade Teacher')).toEqual(['elementary', 'teacher']);
    expect(titleTokens('Grade 9 Teacher')).not.toContain('elementary');
  });
});

