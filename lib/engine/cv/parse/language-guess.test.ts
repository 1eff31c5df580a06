import { describe, expect, it } from 'vitest';
import { guessLanguage, readsAsEnglish } from './language-guess';

describe('guessLanguage', () => {
  it('tells Portuguese from Spanish by spelling when the stop words overlap', () => {
    const pt = 'Desenvolvedor Front-end\nDesenvolvimento de interfaces em React\nManutenção de sistemas em Angular\nBacharelado em Ciência da Computação';
    expect(guessLanguage(pt, ['Habilidades'])).toBe('pt');
    expect(guessLanguage('Gestión de un almacén con 120 empleados y reducción de roturas de stock en la empresa', [])).toBe('es');
  });

  it('reads Polish headings', () => {
    expect(guessLanguage('Automatyzacja testów', ['Doświadczenie zawodowe', 'Wykształcenie'])).toBe('pl');
  });

  it('reads Swedish and Turkish CVs by their headings and small words', () => {
    expect(guessLanguage('Triage och omvårdnad av patienter på en akutmottagning', ['Arbetslivserfarenhet', 'Utbildning'])).toBe('sv');
    expect(guessLanguage('Banka mutabakatları ve cari hesap mutabakatları', ['İş Deneyimi', 'Eğitim Bilgileri'])).toBe('tr');
  });
});

describe('readsAsEnglish', () => {
  it('tells a bullet in another language from an English one', () => {
    expect(readsAsEnglish('Coordinación de las entregas con los proveedores del almacén')).toBe(false);
    expect(readsAsEnglish('Betreuung der Stationspatienten')).toBe(false);
    expect(readsAsEnglish('Suivi des dossiers clients et relances')).toBe(false);
    expect(readsAsEnglish('Atendimento aos clientes da loja')).toBe(false);
  });

  it('keeps English bullets with a foreign name, an initial or a web address as English', () => {
    expect(readsAsEnglish('Audited the accounts of Banco de Oro with the finance team')).toBe(true);
    expect(readsAsEnglish('Supervised B.E and M.E student projects')).toBe(true);
    expect(readsAsEnglish('Launched shop.example.com')).toBe(true);
    expect(readsAsEnglish('Wrote unit tests')).toBe(true);
  });
});
