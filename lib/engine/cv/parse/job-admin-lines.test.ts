import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { parseExperience } from './experience';
import { dropJobAdminLines } from './job-admin-lines';

const texts = (text: string) => dropJobAdminLines(extractText(text).lines).map((l) => l.text);
const jobs = (text: string) => parseExperience(extractText(text).lines).map((e) => [e.title, e.employer]);

describe('dropJobAdminLines', () => {
  it('joins a form label on its own line to its answer and drops the pay, hours, supervisor and reason for leaving', () => {
    expect(texts('Employer\nAcme Traders Ltd\nPosition\nClerk\nPeriod\nMay 2015 – June 2018\nDuties\n• Filed invoices.\nReason for leaving\nRelocation')).toEqual([
      'Employer: Acme Traders Ltd',
      'Position: Clerk',
      'Period: May 2015 – June 2018',
      '• Filed invoices.',
    ]);
    expect(texts('Salary: $70,000.00 USD Per Year\nHours per week: 40\nSupervisor: Jo Bloggs (555-0101)\nOkay to contact this Supervisor: Yes\nBuilt reports.')).toEqual(['Built reports.']);
    // "company" in lower case ends a wrapped sentence; "Date" over a name heads a letter; "Company Name" over "Address" is an empty form
    expect(texts('no one else is allowed into the\ncompany\nSecurity Officer')).toEqual(['no one else is allowed into the', 'company', 'Security Officer']);
    expect(texts('Date\nHiring Agent Name\nCompany Name\nAddress')).toEqual(['Date', 'Hiring Agent Name', 'Company Name', 'Address']);
    // a sentence about pay is the work, not the form's field
    expect(texts('Ran the salary review for 300 staff.')).toEqual(['Ran the salary review for 300 staff.']);
  });

  it("keeps a supervisor's line from passing for the next job's title (USAJOBS resume)", () => {
    const page = [
      'Acme Agency', '04/2019 - Present', 'Salary: $90,000.00 USD Per Year', 'Hours per week: 40', 'Program Analyst',
      'Duties, Accomplishments and Related Skills:', 'Analyzed grants.', 'Supervisor: Ann Lee (202-555-0100)', 'Okay to contact this Supervisor: Yes', '',
      'Beta Bureau', '10/2016 - 03/2019', 'Salary: $70,000.00 USD Per Year', 'Hours per week: 40', 'Management Analyst',
      'Duties, Accomplishments and Related Skills:', 'Studied workloads.', 'Supervisor: Bo Chu (202-555-0101)',
    ].join('\n');
    expect(jobs(page)).toEqual([
      ['Program Analyst', 'Acme Agency'],
      ['Management Analyst', 'Beta Bureau'],
    ]);
  });
});
