/**
 * Contact presence: each field as parsed, or a trace of it on the page. A profile counts when
 * it is printed as a URL, a handle or a labelled icon ("LinkedIn: jane-doe", "LINKEDINjane",
 * an icon font's name glued to the handle); a trace without a URL keeps its handle, so the
 * improved CV can print it as written.
 */
import type { Contact } from '../types';
import type { DocumentText } from './document-text';
import { presenceOf, type Presence } from './presence';
import { hasEmailTrace, hasGithubTrace, hasLinkedInTrace, hasLocationTrace, hasNameTrace, hasPhoneTrace, hasWebsiteTrace } from './traces';

export interface ContactField {
  /** as parsed; for a profile seen only as a handle, the handle */
  value: string | null;
  presence: Presence;
}

export type ContactFieldName = 'name' | 'email' | 'phone' | 'location' | 'linkedin' | 'github' | 'website';
export type ContactFacts = Record<ContactFieldName, ContactField>;

/** "LinkedIn | GitHub | US Citizen": the field after a label's pipe is another label, not its handle */
const NOT_A_HANDLE = String.raw`(?!(?:github|gitlab|linkedin|twitter|x|portfolio|website|web|blog|email|e-mail|mail|phone|mobile|tel|medium|behance|dribbble|kaggle|orcid|scholar|stack\s?overflow|us|u\.s\.)\b)`;
/** "LinkedIn: jane-doe", "LINKEDINjane-doe", "in/jane-doe" after the word LinkedIn */
const LINKEDIN_HANDLE = new RegExp(String.raw`linked\s?in(?:\s*(?:[:|]|profile\s*:)\s*|(?=[a-z]))(?:in\/)?@?${NOT_A_HANDLE}([a-z0-9][\w-]{2,})`, 'i');
const GITHUB_HANDLE = new RegExp(String.raw`(?:\bgithub\s*[:|]\s*@?|GITHUB(?:-[A-Z]+)*(?=[a-z]))${NOT_A_HANDLE}([a-z0-9][\w-]{1,38})`, 'i');

/**
 * The country advice is fitted to (ISO alpha-2): the one the CV's address names, else its phone's
 * calling code; null when the CV names neither, and then no advice is narrowed to a country.
 */
export const cvCountry = (contact: Pick<Contact, 'country' | 'phoneCountry'>): string | null => contact.country ?? contact.phoneCountry ?? null;

export function contactFacts(contact: Contact, doc: DocumentText, readable: boolean): ContactFacts {
  const field = (value: string | null, trace: () => boolean, confident: boolean): ContactField => ({
    value,
    presence: presenceOf(Boolean(value), trace, confident),
  });
  const linkedinHandle = contact.linkedin ? null : (doc.text.match(LINKEDIN_HANDLE)?.[1] ?? null);
  const githubHandle = contact.github ? null : (doc.text.match(GITHUB_HANDLE)?.[1] ?? null);
  return {
    name: field(contact.name, () => hasNameTrace(doc), readable),
    email: field(contact.email, () => hasEmailTrace(doc), readable || doc.fromFields),
    phone: field(contact.phone, () => hasPhoneTrace(doc), readable || doc.fromFields),
    location: field(contact.location, () => hasLocationTrace(doc, contact.name), readable),
    linkedin: { ...field(contact.linkedin, () => hasLinkedInTrace(doc), readable || doc.fromFields), ...(linkedinHandle ? { value: linkedinHandle } : {}) },
    github: { ...field(contact.github, () => hasGithubTrace(doc), readable || doc.fromFields), ...(githubHandle ? { value: githubHandle } : {}) },
    website: field(contact.website, () => hasWebsiteTrace(doc), readable || doc.fromFields),
  };
}
