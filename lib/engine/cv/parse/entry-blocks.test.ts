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
