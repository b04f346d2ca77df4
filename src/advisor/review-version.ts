/**
 * Raised when what a decision review holds or means changes, so a kept review is worked out again.
 * A module of its own so the pages that read kept reviews do not load the advisor.
 */
export const REVIEW_VERSION = 1;
