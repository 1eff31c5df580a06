import { describe, expect, it } from 'vitest';
import { LEGAL_FORM_CLOSE, LEGAL_FORM_ONLY } from './legal-form';

describe('legal forms', () => {
  it('reads Mexican legal forms of several words as one form', () => {
    for (const form of ['S.A.B. de C.V.', 'S.A. de C.V.', 'S.A.P.I. de C.V.', 'S. de R.L. de C.V.', 'S. de R.L.']) expect(LEGAL_FORM_ONLY.test(form), form).toBe(true);
    expect(LEGAL_FORM_CLOSE.test('Grupo Industrial Saltillo S.A.B. de C.V.')).toBe(true);
  });
  it('keeps the short forms and leaves places alone', () => {
    for (const form of ['Inc.', 'GmbH', 'S.A.', 'B.V.', 'KG', 'OHG']) expect(LEGAL_FORM_ONLY.test(form), form).toBe(true);
    for (const place of ['Ciudad de México', 'San Pedro Garza García', 'de Valle']) expect(LEGAL_FORM_ONLY.test(place), place).toBe(false);
  });
  it("reads Spain's sole-shareholder forms as forms, not places", () => {
    for (const form of ['S.A.U.', 'S.L.U.', 'SAU', 'SLU']) expect(LEGAL_FORM_ONLY.test(form), form).toBe(true);
    expect(LEGAL_FORM_CLOSE.test('Transportes Norte Empleo, S.A.U.')).toBe(true);
    for (const place of ['Sau Paulo', 'Salu']) expect(LEGAL_FORM_ONLY.test(place), place).toBe(false);
  });
  it("reads Turkey's A.Ş. and Ltd. Şti. as forms closing a name", () => {
    for (const form of ['A.Ş.', 'Ltd. Şti.', 'Şti.']) expect(LEGAL_FORM_ONLY.test(form), form).toBe(true);
    expect(LEGAL_FORM_CLOSE.test('Boğaziçi Gıda Sanayi ve Ticaret A.Ş.')).toBe(true);
    expect(LEGAL_FORM_CLOSE.test('Atlas Yeminli Mali Müşavirlik Ltd. Şti.')).toBe(true);
    for (const word of ['Aşk', 'Beşiktaş', 'Eskişehir']) expect(LEGAL_FORM_ONLY.test(word), word).toBe(false);
  });
});
