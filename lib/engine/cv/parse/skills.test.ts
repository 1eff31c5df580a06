import { describe, expect, it } from 'vitest';
import { parseLanguages } from './languages';
import type { ExtractedLine } from '../types';
import { parseSkills, withoutSubheadings } from './skills';

describe('parseSkills', () => {
  it('splits on commas, bullets, pipes, semicolons and middle dots, and drops category labels', () => {
    expect(parseSkills(['• Python, SQL; R', 'Cloud: AWS | GCP', 'Figma · Sketch', 'CI/CD']).skills).toEqual([
      'Python', 'SQL', 'R', 'AWS', 'GCP', 'Figma', 'Sketch', 'CI/CD',
    ]);
  });

  it('drops a category label set apart by a wide gap instead of a colon', () => {
    expect(parseSkills(['Languages      Go, Java', 'Cloud          AWS (Lambda, S3), Kubernetes']).skills).toEqual(['Go', 'Java', 'AWS', 'Lambda', 'S3', 'Kubernetes']);
  });

  it('drops dates, contact details and bare counts a heading swept into the list, and keeps a name beside its year', () => {
    expect(parseSkills(['June 2008 - Present', 'SQL Server 2005, Windows 2000', 'home: 123.345.7890', 'jane@example.com', '2', '8085', 'Current / 3 months']).skills).toEqual([
      'SQL Server 2005', 'Windows 2000', 'Current / 3 months',
    ]);
  });

  it('drops levels written in a cell of their own', () => {
    expect(parseSkills(['SAP FI/CO', 'sehr gut', 'Excel / VBA', 'Advanced', 'Power BI', '4/5', 'Tableau', '3+ years']).skills).toEqual([
      'SAP FI/CO', 'Excel / VBA', 'Power BI', 'Tableau',
    ]);
  });

  it('expands grouped skills and strips levels', () => {
    expect(parseSkills(['Python (Pandas, NumPy), Go (expert), Excel (5 years)']).skills).toEqual(['Python', 'Pandas', 'NumPy', 'Go', 'Excel']);
  });

  it('skips sentences and duplicates', () => {
    expect(parseSkills(['I am a strong communicator with a passion for people.', 'Go, go, Rust']).skills).toEqual(['Go', 'Rust']);
  });

  it('routes a spoken-languages line to the languages, but keeps programming languages', () => {
    expect(parseSkills(['Languages: English, German'])).toEqual({ skills: [], languageLines: ['English, German'] });
    expect(parseSkills(['Languages: Go, Python']).skills).toEqual(['Go', 'Python']);
  });
});

describe('parseLanguages', () => {
  it('reads levels in several notations and languages', () => {
    expect(parseLanguages(['English — Native', 'German (C1)', 'Spanish: fluent', 'Deutsch – Muttersprache', 'Français (langue maternelle), Inglés B2'])).toEqual([
      { language: 'English', proficiency: 'Native' },
      { language: 'German', proficiency: 'C1' },
      { language: 'Spanish', proficiency: 'fluent' },
      { language: 'Deutsch', proficiency: 'Muttersprache' },
      { language: 'Français', proficiency: 'langue maternelle' },
      { language: 'Inglés', proficiency: 'B2' },
    ]);
  });

  it('ignores lines that name no language', () => {
    expect(parseLanguages(['Chess, running', 'Python'])).toEqual([]);
  });

  it('splits languages joined by a conjunction, sharing the level written after them', () => {
    expect(parseLanguages(['Español y catalán (nativos), inglés (C1)'])).toEqual([
      { language: 'Español', proficiency: 'nativos' },
      { language: 'catalán', proficiency: 'nativos' },
      { language: 'inglés', proficiency: 'C1' },
    ]);
    expect(parseLanguages(['Inglês – leitura e escrita'])).toEqual([{ language: 'Inglês', proficiency: 'leitura e escrita' }]);
  });
});

describe('parseSkills: space-separated chips', () => {
  const known = new Set(['go', 'java', 'kafka', 'kubernetes', 'react', 'spring', 'sql']);
  const isKnown = (n: string) => known.has(n.toLowerCase());

  it('splits an item when every word is a known skill', () => {
    expect(parseSkills(['Go Java Kafka Kubernetes'], isKnown).skills).toEqual(['Go', 'Java', 'Kafka', 'Kubernetes']);
    expect(parseSkills(['Backend: Go Java, SQL'], isKnown).skills).toEqual(['Go', 'Java', 'SQL']);
  });

  it('keeps multi-word skills and mixed items whole', () => {
    expect(parseSkills(['Spring Boot, React Native, Java Kafka Streams'], isKnown).skills).toEqual(['Spring Boot', 'React Native', 'Java Kafka Streams']);
    // without a lookup nothing is split
    expect(parseSkills(['Go Java Kafka'], undefined).skills).toEqual(['Go Java Kafka']);
  });
});

describe('withoutSubheadings', () => {
  const line = (text: string, bold = false): ExtractedLine => ({ text, page: 1, column: 1, x: 0, y: 0, fontSize: 9, bold, headingHint: bold, gapBefore: 0 });
  it('drops a strength described in a sentence wrapped over a narrow column, and keeps a bold group of skills', () => {
    const lines = [
      line('Leadership', true), line('Grew and steadied teams'), line('across sites; coached'), line('engineers toward promotion.'),
      line('Cloud', true), line('AWS, Azure'), line('Google Cloud Platform'),
    ];
    expect(withoutSubheadings(lines).map((l) => l.text)).toEqual(['AWS, Azure', 'Google Cloud Platform']);
  });
});

describe('Europass personal skills', () => {
  it('routes the language labels to the languages and drops the groups and a driving licence', () => {
    expect(parseSkills(['Mother tongue(s) Polish', 'Other language(s) English, German', 'Digital skills', 'Selenium, Java', 'Driving licence B'])).toEqual({
      skills: ['Selenium', 'Java'],
      languageLines: ['Polish', 'English, German'],
    });
  });
});
