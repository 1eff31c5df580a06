/**
 * A company's legal form as written after its name: "Inc", "Ltd.", "GmbH", "S.A.", "B.V."; Mexico's forms run to
 * several words ("S.A.B. de C.V.", "S. de R.L. de C.V.") and must stay whole, or "de C.V." reads as a place.
 * Turkey's "A.Ş." and "Ltd. Şti." end in letters no word boundary (\b) knows, so they are set apart by lookarounds.
 */
export const LEGAL_FORM =
  /(?:\b(?:inc|ltd|llc|llp|plc|gmbh|ag|corp|corporation|limited|pvt|s\.\s?a\.\s?(?:[bp]\.\s?(?:i\.\s?)?)?de\s+c\.\s?v|s\.\s?de\s+r\.\s?l(?:\.\s?de\s+c\.\s?v)?|s\.?\s?[al]\.?\s?u|s\.?a|b\.?v|s\.?l|sas|sarl|kgaa|kg|ohg|co)\b|(?<![a-zçğıöşü])(?:a\.\s?ş|(?:ltd\.?\s?)?şti)(?![a-zçğıöşü]))\.?/i;
/** A field that is only a legal form ("…, S.A."): the end of the name before it, never a place or a title. */
export const LEGAL_FORM_ONLY = new RegExp(`^${LEGAL_FORM.source}$`, 'i');
/** "Acme Software Pvt Ltd", "Northwind Inc.": a name closed by its legal form. */
export const LEGAL_FORM_CLOSE = new RegExp(`\\s${LEGAL_FORM.source}$`, 'i');
