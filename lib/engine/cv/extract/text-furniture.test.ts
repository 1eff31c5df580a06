import { describe, expect, it } from 'vitest';
import { extractText } from './text';

describe('page furniture of a text CV', () => {
  it('drops a footer repeated page by page (the name printed differently) and the page number beside it', () => {
    const text = [
      'Senior Analyst, Northwind Ltd, 2010 – 2014',
      'Built the reporting platform.',
      'Jane Doe, Curriculum Vitae, March 2019',
      '1',
      'Analyst, Contoso, 2006 – 2010',
      'Updated: 4. May 2019',
      'Ran the monthly close.',
      'J. Doe, Curriculum Vitae, March 2019',
      '2',
      'Updated: 4. May 2019',
      'Skills',
    ].join('\n');
    expect(extractText(text).lines.map((l) => l.text)).toEqual([
      'Senior Analyst, Northwind Ltd, 2010 – 2014',
      'Built the reporting platform.',
      'Analyst, Contoso, 2006 – 2010',
      'Ran the monthly close.',
      'Skills',
    ]);
  });

  it('keeps a title line printed once, a repeated bullet and a number that stands by no footer', () => {
    const text = ['Curriculum Vitae 2019', 'Team size', '12', '• Updated the 2019 budget', 'Role two', '• Updated the 2019 budget'].join('\n');
    expect(extractText(text).lines.map((l) => l.text)).toEqual(['Curriculum Vitae 2019', 'Team size', '12', '• Updated the 2019 budget', 'Role two', '• Updated the 2019 budget']);
  });

  it('drops a running header printed on three pages or more, and the date printed beside it as often', () => {
    const page = (body: string[]) => ['Curriculum Vitae - Ana Ruiz', 'Spring Edition, 2021', ...body];
    const text = [
      ...page(['Designer, Studio Uno, 2015 – 2019', 'Led the rebrand.']),
      ...page(['Illustrator, Papel Co, 2012 – 2015', 'Drew the catalogue.']),
      ...page(['Education', 'BA Fine Arts, 2012']),
    ].join('\n');
    expect(extractText(text).lines.map((l) => l.text)).toEqual(['Designer, Studio Uno, 2015 – 2019', 'Led the rebrand.', 'Illustrator, Papel Co, 2012 – 2015', 'Drew the catalogue.', 'Education', 'BA Fine Arts, 2012']);
  });

  it('keeps a label printed twice without a date, and dates repeated away from any running header', () => {
    const text = ['Curriculum Vitae', 'Jan 2019 – Present', 'Lead, Acme', 'Jan 2019 – Present', 'Mentor, Acme', 'Jan 2019 – Present', 'Board member, Club', 'Curriculum Vitae'].join('\n');
    expect(extractText(text).lines.map((l) => l.text)).toEqual(text.split('\n'));
  });
});
