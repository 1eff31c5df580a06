import { plain, sameEmail, samePhone, samePlace } from '../normalise';
import type { ExtractedDocument } from '../../lib/engine/cv/types';
import type { Check } from '../types';

/**
 * dotin keeps a CV's first Location label, which is sometimes an employer's town far down the
 * page; the candidate's own place is printed in the header. Silver labels are scored only when
 * printed in the first 6 lines.
 */
const HEADER_LINES = 6;
function inHeader(doc: ExtractedDocument, location: string | undefined): string | undefined {
  if (location === undefined) return undefined;
  const head = ` ${plain(doc.lines.slice(0, HEADER_LINES).map((l) => l.text).join(' '))} `;
  return head.includes(` ${plain(location)} `) ? location : undefined;
}
import { defined, single } from './measure';

export const contactCheck: Check = {
  name: 'contact',
  describe:
    'One value per CV. name: equal after case, accent and punctuation folding (credentials kept on both sides as printed). ' +
    'email: equal ignoring case. phone: the same digits, a country code or trunk 0 may be missing on one side. ' +
    'location: the first comma part (the town), postcodes dropped, must be equal ("Springfield, IL" = "Springfield, Illinois"), or a ' +
    'label naming only a region must be a part of the parsed place ("Tamil Nadu" in "Chennai, Tamil Nadu"); dotin locations are ' +
    'scored only when printed in the first 6 lines (its first Location label is sometimes an employer\'s town). ' +
    'country (own fixtures only): the ISO code the engine derives for the salary market. ' +
    'Precision is right/parsed, recall right/labelled, over the CVs whose label has the field.',
  run: ({ item, corpus, cv, doc }) =>
    defined({
      name: single(item.label.name, cv.contact.name, (a, b) => plain(a) === plain(b)),
      email: single(item.label.email, cv.contact.email, sameEmail),
      phone: single(item.label.phone, cv.contact.phone, samePhone),
      location: single(corpus.silver ? inHeader(doc, item.label.location) : item.label.location, cv.contact.location, samePlace),
      country: single(item.label.country, cv.contact.country, (a, b) => a.toUpperCase() === b.toUpperCase()),
    }),
};

