import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { parseExperience } from './experience';

const jobs = (text: string) => parseExperience(extractText(text).lines).map((e) => [e.title, e.employer, e.location]);

describe('a header row of fields above a wrapped paragraph', () => {
  it('keeps a long employer line set apart by a separator as the employer, not the start of the sentence below', () => {
    const text = [
      'Gebietsverkaufsleiter | 02/2019 – 12/2022',
      'Nordlicht Getränke GmbH | Kiel',
      '• Ausbau des Fachhandels.',
      '',
      'Verkaufsleiter | 01/2015 – 12/2018',
      'Hanseatische Fisch und Feinkost Vertriebs KG | Bremen',
      'Aufbau des Außendienstes mit zwölf Mitarbeitern in Norddeutschland und im',
      'Baltikum.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Gebietsverkaufsleiter', 'Nordlicht Getränke GmbH', 'Kiel'],
      ['Verkaufsleiter', 'Hanseatische Fisch und Feinkost Vertriebs KG', 'Bremen'],
    ]);
  });
});

describe('Swedish and Turkish job heads', () => {
  it("reads a Turkish job board's title, employer ('Ltd. Şti.', 'A.Ş.') and a date line naming the sector and the employment type", () => {
    const text = [
      'Muhasebe Elemanı',
      'Kuzey Lojistik Taşımacılık Ltd. Şti.',
      'Şubat 2016 - Ağustos 2019 (3 yıl 7 ay) · İstanbul (Asya) · Lojistik / Tam Zamanlı',
      '• Personel bordrolarının hazırlanması (85 çalışan)',
      'Stajyer',
      'Atlas Yeminli Mali Müşavirlik Ltd. Şti.',
      'Haziran 2015 - Eylül 2015 (4 ay) · Ankara · Mali Müşavirlik / Stajyer',
      '• Defter kayıtları ve arşiv düzeni',
    ].join('\n');
    expect(jobs(text).map(([title, employer]) => [title, employer])).toEqual([
      ['Muhasebe Elemanı', 'Kuzey Lojistik Taşımacılık Ltd. Şti.'],
      ['Stajyer', 'Atlas Yeminli Mali Müşavirlik Ltd. Şti.'],
    ]);
  });

  it("knows a Swedish title from its AB employer and the town after it", () => {
    const text = [
      'sep 2015 – dec 2017\tSjuksköterska, Medicinavdelning',
      'Aleris Sjukvård AB, Mölndal',
      '• Omvårdnad av 18 inneliggande patienter',
      '',
      'jun 2012 – aug 2015\tUndersköterska (sommarvikariat)',
      'Attendo Sverige AB, Kungsbacka',
      '• Omvårdnad för boende',
    ].join('\n');
    expect(jobs(text)).toEqual([
      ['Sjuksköterska, Medicinavdelning', 'Aleris Sjukvård AB', 'Mölndal'],
      ['Undersköterska (sommarvikariat)', 'Attendo Sverige AB', 'Kungsbacka'],
    ]);
  });
});
