import { describe, expect, it } from 'vitest';
import { normaliseSkillName } from './normalise-skill-name';

describe('normaliseSkillName', () => {
  it('applies curated renames and keeps the raw name as an alias', () => {
    expect(normaliseSkillName('Atlassian JIRA')).toEqual({ name: 'Jira', aliases: ['atlassian jira'] });
    expect(normaliseSkillName('Microsoft Excel')).toEqual({ name: 'Excel', aliases: ['microsoft excel'] });
    expect(normaliseSkillName('Oracle Java')?.name).toBe('Java');
    expect(normaliseSkillName('The MathWorks MATLAB')?.name).toBe('MATLAB');
  });

  it('reduces "<expansion> <ACRONYM>" to the acronym', () => {
    expect(normaliseSkillName('Hypertext markup language HTML')).toEqual({ name: 'HTML', aliases: ['hypertext markup language', 'hypertext markup language html'] });
    expect(normaliseSkillName('Microsoft SQL Server Reporting Services SSRS')?.aliases).toContain('sql server reporting services');
    expect(normaliseSkillName('Supervisory control and data acquisition SCADA software')?.name).toBe('SCADA');
  });

  it('drops vendor prefixes unless the rest is an ordinary word', () => {
    expect(normaliseSkillName('Adobe InCopy')?.name).toBe('InCopy');
    expect(normaliseSkillName('Oracle Clinical')?.name).toBe('Oracle Clinical');
    expect(normaliseSkillName('Microsoft Publisher')?.name).toBe('Microsoft Publisher');
  });

  it('keeps the vendor of a product named by generic words and an edition alone, so it prints whole', () => {
    expect(normaliseSkillName('Adobe Business One')?.name).toBe('Adobe Business One');
    expect(normaliseSkillName('Microsoft Office 2010')?.name).toBe('Microsoft Office 2010');
    expect(normaliseSkillName('Oracle Business Widgetsuite')?.name).toBe('Business Widgetsuite');
  });

  it('rejects generic descriptions and listed noise', () => {
    expect(normaliseSkillName('Scheduling software')).toBeNull();
    expect(normaliseSkillName('Flow chart software')).toBeNull();
    expect(normaliseSkillName('Debuggers')).toBeNull();
  });
});
