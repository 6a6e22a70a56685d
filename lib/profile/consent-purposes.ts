/**
 * What a user consents to (decision 075): "terms" is the user agreement (accepted or rejected on
 * its page); the privacy policy page has one checkbox per privacy purpose.
 */
export const TERMS_PURPOSE = "terms";
export const PRIVACY_PURPOSES = ["newsletter", "analytics", "partners"] as const;
export type PrivacyPurpose = (typeof PRIVACY_PURPOSES)[number];

/**
 * The terms version a user with no terms decision on record is taken to have accepted: accounts
 * from before the consent log (and those made by staff) were created under version 1. Registration
 * and activation record their own AcceptTerms.
 */
export const BASELINE_TERMS_VERSION = 1;
