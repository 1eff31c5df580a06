/** Loose detectors for "does this text carry contact details", used for layout checks only. */
export const EMAIL_PATTERN = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[a-z]{2,}/iu;
export const PHONE_PATTERN = /\+?\(?\d[\d ().\/-]{6,}\d/;
