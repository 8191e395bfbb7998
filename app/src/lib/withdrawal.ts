// The model withdrawal form (Directive 2011/83/EU Annex I(B); the Danish consumer
// contracts act's standardfortrydelsesformular) is a section of the terms page, with
// the business's name, address and e-mail filled in. The order page links to it, and
// so does the confirmation mail (server/checkout/receipt.rs, with the same anchor).

/** The form's section id on the terms page (kept stable: mails link to it). */
export const WITHDRAWAL_FORM_ID = "fortrydelsesformular";

/** The form, as a language-neutral path for `Link` (which adds /en, /de, /fr). */
export const WITHDRAWAL_FORM_PATH = `/handelsbetingelser#${WITHDRAWAL_FORM_ID}`;

/** The terms' section on the right of withdrawal. */
export const WITHDRAWAL_TERMS_PATH = "/handelsbetingelser#fortrydelsesret";
