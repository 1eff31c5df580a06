import { describe, expect, it } from 'vitest';
import { degreeTitle } from './degree-title';

describe('degreeTitle', () => {
  it('joins degree and subject with the word of the CV\'s language', () => {
    expect(degreeTitle({ degree: 'Grado', field: 'Matemáticas' }, 'es')).toBe('Grado en Matemáticas');
    expect(degreeTitle({ degree: 'Diplôme', field: 'comptabilité et de gestion' }, 'fr')).toBe('Diplôme de comptabilité et de gestion');
    expect(degreeTitle({ degree: 'Master', field: 'finance' }, 'fr')).toBe('Master en finance');
    expect(degreeTitle({ degree: 'Bachelor of Science', field: 'Nursing' }, 'en')).toBe('Bachelor of Science in Nursing');
    expect(degreeTitle({ degree: 'Bachelor', field: 'Informatik' }, 'de')).toBe('Bachelor in Informatik');
  });

  it('does not repeat a subject the degree already names', () => {
    expect(degreeTitle({ degree: 'BSc Computer Science', field: 'Computer Science' }, 'en')).toBe('BSc Computer Science');
    expect(degreeTitle({ degree: null, field: 'Nursing' }, 'en')).toBe('Nursing');
  });
});
