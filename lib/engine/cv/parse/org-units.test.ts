/** An organisation's unit after a dash, and a town closing a sentence (issue #14). */
import { describe, expect, it } from 'vitest';
import { headerFields } from './entry-fields';

describe('an organisation and its unit after a dash', () => {
  const texts = (lines: string[]) => headerFields(lines).map((f) => f.text);

  it('keeps the organisation before the dash and the town after the unit, without the sentence’s full stop', () => {
    expect(texts(['Assegnista di ricerca, Politecnico di Milano – Laboratorio di Robotica, Milano.'])).toEqual(['Assegnista di ricerca, Politecnico di Milano', 'Milano']);
    expect(texts(['Politecnico di Milano – Dipartimento di Elettronica, Informazione e Bioingegneria, Milano.'])).toEqual(['Politecnico di Milano', 'Milano']);
    expect(texts(['University of Leeds – Department of Physics'])).toEqual(['University of Leeds']);
  });

  it('leaves a title after a dash, and a title before a unit, alone', () => {
    expect(texts(['Acme Corp – Division Manager'])).toEqual(['Acme Corp', 'Division Manager']);
    expect(texts(['Research Assistant – Department of Physics'])).toEqual(['Research Assistant', 'Department of Physics']);
  });

  it('strips a full stop only from a place', () => {
    expect(texts(['Comau S.p.A., Torino.'])).toEqual(['Comau S.p.A.', 'Torino']);
    expect(texts(['Acme Inc.'])).toEqual(['Acme Inc.']);
  });

  it('drops the site after a dash, where in town the branch is, and keeps the town', () => {
    expect(texts(['Northwind Services Inc. – Harbour Business Park, Manchester'])).toEqual(['Northwind Services Inc.', 'Manchester']);
    expect(texts(['Greenfield Retail – East Reclamation Area, Glasgow'])).toEqual(['Greenfield Retail', 'Glasgow']);
    // a title after the dash, or a name holding an organisation's word, stays
    expect(texts(['Acme Corp – Park Ranger'])).toEqual(['Acme Corp', 'Park Ranger']);
    expect(texts(['Acme Corp – Riverside Business Park Ltd'])).toEqual(['Acme Corp', 'Riverside Business Park Ltd']);
  });
});
