import { describe, expect, it } from 'vitest';
import { guessLanguage } from './language-guess';

describe('guessLanguage', () => {
  it('tells Portuguese from Spanish by spelling when the stop words overlap', () => {
    const pt = 'Desenvolvedor Front-end\nDesenvolvimento de interfaces em React\nManutenção de sistemas em Angular\nBacharelado em Ciência da Computação';
    expect(guessLanguage(pt, ['Habilidades'])).toBe('pt');
    expect(guessLanguage('Gestión de un almacén con 120 empleados y reducción de roturas de stock en la empresa', [])).toBe('es');
  });

  it('reads Polish headings', () => {
    expect(guessLanguage('Automatyzacja testów', ['Doświadczenie zawodowe', 'Wykształcenie'])).toBe('pl');
  });
});
