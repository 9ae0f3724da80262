import { stringifySearchWith } from '@tanstack/react-router';

/**
 * How search params are written: as the router's default (JSON for what would otherwise read back
 * as something else), except that a text of plain digits is written as it is (`code=388607`,
 * not `code=%22388607%22`). It reads back as a number, which every text param takes as the text
 * it was (`textParam`); more digits than a number holds exactly stay quoted.
 */
export const stringifySearch = stringifySearchWith(
  (value: unknown) =>
    typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? value : JSON.stringify(value),
  JSON.parse,
);
