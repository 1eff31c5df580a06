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
});
