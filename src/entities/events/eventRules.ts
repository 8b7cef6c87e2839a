/**
 * Limits on what an event update and a comment may carry. The spec names the codes
 * (INVALID_TAG_TYPE, INVALID_COMMENT, spec 000 §8) but not the limits: these are ours. Pure, so the
 * mocked API answers by the same numbers the forms check.
 */

/** A tag is a short non-empty label. */
export const MAX_TAG_LENGTH = 50;

/** A comment is non-empty and at most this long. */
export const MAX_COMMENT_LENGTH = 2000;
