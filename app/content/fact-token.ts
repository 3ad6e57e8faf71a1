// The syntax of a fact token, on its own so that plain-text.ts (used by the meta builder on
// every page) can read resolved facts without pulling in the rich-text tokenizer.

/** {{fact:id}}, {{fact:id|variant}} (unresolved) or {{fact:id|display|note}} (resolved). */
export const factTokenPattern = /\{\{fact:([a-z0-9-]+)(?:\|([^|{}]*))?(?:\|([^|{}]*))?\}\}/g;
