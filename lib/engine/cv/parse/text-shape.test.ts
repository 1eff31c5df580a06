import { describe, expect, it } from 'vitest';
import { labelledLine, sentencesOf, splitFields } from './text-shape';

describe('splitFields', () => {
  it('drops the separator a line was wrapped after', () => {
    expect(splitFields('Institut universitaire de cardiologie et de pneumologie de Québec ·')).toEqual(['Institut universitaire de cardiologie et de pneumologie de Québec']);
    expect(splitFields('CHU de Québec · Québec |')).toEqual(['CHU de Québec', 'Québec']);
  });
});

describe('sentencesOf', () => {
  it('splits at a stop after a word, before a capital', () => {
    expect(sentencesOf('Led a team of five. Cut costs by 10%.')).toEqual(['Led a team of five.', 'Cut costs by 10%.']);
  });

  it('goes on past abbreviations and figures', () => {
    expect(sentencesOf('Holds a B.Sc. in Physics.')).toHaveLength(1);
    expect(sentencesOf('Joined in 2019. Led the team.')).toHaveLength(1);
  });
});

describe('labelledLine', () => {
  it('reads a label and its value, after a bullet and around a spaced colon', () => {
    expect(labelledLine('• Prénom : Camille')).toEqual({ label: 'Prénom', value: 'Camille' });
    expect(labelledLine('Skills: Python, SQL: advanced')).toEqual({ label: 'Skills', value: 'Python, SQL: advanced' });
  });

  it('is null without a short label or without a value', () => {
    expect(labelledLine('Skills:')).toBeNull();
    expect(labelledLine(`${'a'.repeat(41)}: value`)).toBeNull();
    expect(labelledLine('Led the migration of 40 services')).toBeNull();
  });
});
