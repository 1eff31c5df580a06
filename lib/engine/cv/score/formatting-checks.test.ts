import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract';
import { knowledge } from '../knowledge';
import { parseCv } from '../parse';
import { formattingObservations } from './formatting-checks';
import { resolveTarget, scoreCv } from '.';

async function observations(text: string): Promise<string[]> {
  const doc = await extractDocument(new TextEncoder().encode(text), { fileName: 'cv.txt' });
  const cv = parseCv(doc);
  const opts = { targetRole: 'Registered Nurse', now: new Date('2025-06-01') };
  const { ctx } = scoreCv(knowledge, doc, cv, opts, resolveTarget(knowledge, opts));
  return formattingObservations(ctx).map((o) => o.text);
}

describe('formattingObservations', () => {
  it('reads a heading in a left label column as the label, not the whole line', async () => {
    const texts = await observations(
      [
        'Jane Doe',
        'jane@example.com | +1 602 555 0100',
        '',
        'LICENSES                        Arizona RN License #RN123456, exp. 2026',
        '',
        'EXPERIENCE',
        'Registered Nurse, Banner Health, Phoenix, AZ',
        'Jan 2019 – Present',
        '• Cared for 6 patients per shift on a busy medical ward',
        '',
        'EDUCATION',
        'BSN, Arizona State University, 2018',
      ].join('\n'),
    );
    expect(texts).toContain('Section headings share one style (ALL CAPS)');
  });

  it('lets one-word capitalised headings agree with sentence-case ones, and reads "obecnie" as present', async () => {
    const texts = await observations(
      [
        'Anna Nowak',
        'anna.nowak@example.pl | +48 600 100 200',
        '',
        'Doświadczenie zawodowe',
        'Pielęgniarka, Szpital Bielański, Warszawa',
        '03.2019 – obecnie',
        '• Opieka nad pacjentami oddziału internistycznego',
        'Pielęgniarka, Szpital Praski, Warszawa',
        '09.2015 – 02.2019',
        '• Opieka nad pacjentami',
        '',
        'Wykształcenie',
        'Licencjat pielęgniarstwa, Warszawski Uniwersytet Medyczny, 2015',
      ].join('\n'),
    );
    expect(texts.some((t) => /headings mix/.test(t))).toBe(false);
    expect(texts.some((t) => /Dates are written in/.test(t))).toBe(false);
    expect(texts.some((t) => /date ranges use one format/.test(t))).toBe(true);
  });

  it('treats local month names and "to" as the same date format', async () => {
    const texts = await observations(
      [
        'Sanne de Vries',
        'sanne@example.nl | +31 6 1234 5678',
        '',
        'Werkervaring',
        'Verpleegkundige, OLVG, Amsterdam',
        'seit mei 2020',
        '• Zorg voor patiënten op de afdeling interne geneeskunde',
        'Verpleegkundige, AMC, Amsterdam',
        'juni 2016 – april 2020',
        '• Zorg voor patiënten',
        '',
        'Opleiding',
        'HBO-V, Hogeschool van Amsterdam, 2015',
      ].join('\n'),
    );
    expect(texts.some((t) => /Dates are written in/.test(t))).toBe(false);
  });

  it('reads "June" as a full month and ISO "2020-01" as one date', async () => {
    const cv = (a: string, b: string) =>
      ['Jane Doe', 'jane@example.com', '', 'EXPERIENCE', 'Nurse, Banner Health', a, '• Cared for patients', 'Nurse, Mayo Clinic', b, '• Cared for patients', '', 'EDUCATION', 'BSN, Arizona State University, 2014'].join('\n');
    expect((await observations(cv('August 2016 - Present', 'January 2015 - June 2016'))).some((t) => /Dates are written in/.test(t))).toBe(false);
    expect((await observations(cv('2020-01 – present', '2016-09 – 2019-06'))).some((t) => /Dates are written in/.test(t))).toBe(false);
    expect((await observations(cv('Aug 2016 - Present', 'Jan 2015 - May 2016'))).some((t) => /Dates are written in/.test(t))).toBe(false);
    expect((await observations(cv('Aug 2016 - Present', 'January 2015 - June 2016'))).some((t) => /Dates are written in/.test(t))).toBe(true);
  });

  it('still reports headings that really mix styles', async () => {
    const texts = await observations(
      ['Jane Doe', 'jane@example.com', '', 'WORK EXPERIENCE', 'Nurse, Banner Health', '2019 – 2021', '• Cared for patients', '', 'Education and training', 'BSN, Arizona State University, 2018'].join('\n'),
    );
    expect(texts.some((t) => /headings mix/.test(t))).toBe(true);
  });
});
