import { describe, expect, it } from 'vitest';
import { analyseBullet } from './bullet-facts';
import { foreignOpener } from './opener-language';
import { testKnowledge } from '../testing/test-knowledge';

const facts = (text: string, language: string) => analyseBullet({ text, section: 'experience', experienceIndex: 0 }, testKnowledge.actionVerbs, language);

describe('openers read in the CV language', () => {
  it('knows the duty phrases of Spanish, French, German and Portuguese bullets', () => {
    expect(facts('Responsable de la facturación de 30 clientes', 'es')).toMatchObject({ openerKind: 'weak', weakPhrase: 'responsable de' });
    expect(facts('Encargado del inventario del almacén', 'es')).toMatchObject({ openerKind: 'weak', weakPhrase: 'encargado del' });
    expect(facts("Chargée d'accueil des nouveaux clients", 'fr')).toMatchObject({ openerKind: 'weak', weakPhrase: "chargée d'" });
    expect(facts('Chargé de la relation fournisseurs', 'fr').openerKind).toBe('weak');
    expect(facts('Zuständig für die Lohnabrechnung', 'de')).toMatchObject({ openerKind: 'weak', weakPhrase: 'zuständig für' });
    expect(facts('Participação em auditorias internas', 'pt')).toMatchObject({ openerKind: 'weak', weakPhrase: 'participação em' });
  });

  it('counts a first-person verb or the noun of an owned act as a strong opener, accents or not', () => {
    expect(facts('Dirijo un equipo de 25 vendedores', 'es').openerKind).toBe('strong');
    expect(facts('Gestion de la paie de 250 salariés', 'fr').openerKind).toBe('strong');
    expect(facts('Pilotage de la refonte du site', 'fr').openerKind).toBe('strong');
    expect(facts('Leitung von Digitalisierungsprojekten', 'de').openerKind).toBe('strong');
    expect(facts('Coordenacao de uma equipa de 4 projetistas', 'pt').openerKind).toBe('strong');
    expect(facts('Preparación de estados contables', 'es').openerKind).toBe('none');
  });

  it('keeps the opener as written and reads results in the language', () => {
    expect(facts('Valoración y triaje de 40 pacientes', 'es').opener).toBe('valoración');
    expect(facts('Reducción del tiempo de espera en urgencias', 'es').hasOutcome).toBe(true);
    expect(facts('Taux de service porté de 96 % à 99 %', 'fr').hasOutcome).toBe(true);
    expect(facts('Verkürzung des Monatsabschlusses um vier Tage', 'de').hasOutcome).toBe(true);
    expect(facts('Atención a pacientes críticos', 'es').hasOutcome).toBe(false);
  });

  it('still reads an English bullet of a Spanish CV with the English lexicon', () => {
    expect(facts('Built a billing service', 'es').openerKind).toBe('strong');
    expect(facts('Responsible for the billing service', 'es')).toMatchObject({ openerKind: 'weak', weakPhrase: 'responsible for' });
  });

  it('leaves English and languages without a table to the English rules', () => {
    expect(foreignOpener('Responsable de la facturación', 'es-MX')?.kind).toBe('weak');
    expect(foreignOpener('Responsable de la facturación', 'en')).toBeNull();
    expect(foreignOpener('Responsabile della contabilità', 'it')).toBeNull();
    expect(facts('Responsable de la facturación', 'en').openerKind).toBe('none');
  });
});
