/**
 * The variables of refused queued edits the member sent again (Retry in the list of queued edits):
 * still queued edits, so a second refusal is reported and listed as one, naming the selection as
 * the first did (the name the edit remembered: the selection may be gone from the list by now).
 * Apart from the edits' code, which the top bar's list does not load.
 */
export const retriedEdits = new WeakMap<object, { selectionName?: string }>();
