import { describe, expect, it } from 'vitest';
import { cvFileName } from './file-name';

describe('cvFileName', () => {
  it.each([
    ['Ana Silva', 'pdf', 'GB', undefined, 'Ana_Silva_CV.pdf'],
    ['Ana Silva', 'pdf', 'US', undefined, 'Ana_Silva_Resume.pdf'],
    ['Ana Silva', 'docx', 'CA', 'en', 'Ana_Silva_Resume.docx'],
    ['Łukasz Źródło', 'pdf', 'GB', undefined, 'Lukasz_Zrodlo_CV.pdf'],
    ['Jürgen Groß', 'pdf', 'DE', 'de', 'Jurgen_Gross_Lebenslauf.pdf'],
    ['Jürgen Groß', 'pdf', 'DE', 'en', 'Jurgen_Gross_CV.pdf'],
    ['Zsófia Kőrösi-Nagy', 'pdf', 'IE', undefined, 'Zsofia_Korosi_Nagy_CV.pdf'],
    ["Siobhán O'Brien", 'pdf', 'IE', undefined, 'Siobhan_O_Brien_CV.pdf'],
    ['José Núñez', 'pdf', 'ES', 'es', 'Jose_Nunez_Curriculum_Vitae.pdf'],
  ] as const)('%s, %s, %s, %s → %s', (name, ext, region, language, expected) => {
    expect(cvFileName(name, ext, region, language)).toBe(expected);
  });

  it('is plain ASCII even for names in other scripts, and never empty', () => {
    expect(cvFileName('Дмитрий', 'pdf', 'GB')).toBe('CV.pdf');
    expect(cvFileName('  ', 'docx', 'US')).toBe('Resume.docx');
    expect(cvFileName('Ana', 'pdf', 'ZZ')).toBe('Ana_CV.pdf');
  });
});
