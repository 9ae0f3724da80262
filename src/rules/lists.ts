/**
 * The longest list the librarian tools take at once (a school's whole order): the most lines a
 * pasted or uploaded ISBN list may have, the most ISBNs one check reads and the most rows one
 * addition adds. The server refuses more with its own error codes (`too_many_isbns`,
 * `too_many_books`) rather than by the schema, so the limit is here, not in the contract.
 */
export const MAX_LIST_LENGTH = 1000;
