/**
 * The library's own holdings (ours): the /holdings page, its import report and the "Owned" mark
 * shown wherever a book appears.
 */
export const holdings = {
  title: 'Library holdings',
  intro:
    'Import what your library already owns, from your library system’s export, to see “Owned” beside every book you already have. The holdings stay on this device: they are never sent.',
  menu: 'Library holdings',
  owned: 'Owned',
  ownedKorean: '소장',
  copies: (count: number) => `${count} copies`,
  summaryTitle: 'On this device',
  none: 'No holdings imported yet.',
  loading: 'Loading the holdings…',
  summary: (titles: number, copies: number) =>
    `${titles.toLocaleString('en')} ${titles === 1 ? 'title' : 'titles'}, ${copies.toLocaleString('en')} ${copies === 1 ? 'copy' : 'copies'}`,
  importedAt: (when: string) => `Imported ${when}`,
  importTitle: 'Import',
  filesLabel: 'Export files',
  filesHelp:
    'A .csv, .txt or .xlsx with an ISBN column (found by itself), or a MARC 21 / KORMARC .mrc file (ISBNs of field 020).',
  chooseFiles: 'Choose files',
  dropHint: 'Drag export files here, or',
  /** The drop hint where the pointer is coarse (a phone, a tablet's touch): no dragging there. */
  pickHint: 'Choose export files on this device:',
  dropZone: 'Holdings files',
  removeFile: (name: string) => `Remove ${name}`,
  fileCount: (count: number) =>
    count === 0 ? 'No files chosen' : count === 1 ? '1 file chosen' : `${count} files chosen`,
  pasteLabel: 'Or paste ISBNs',
  pasteHelp: 'One ISBN a line (ISBN-10 or ISBN-13); a line for each copy.',
  pastedName: 'Pasted ISBNs',
  read: 'Read',
  reading: 'Reading…',
  reportTitle: 'What was read',
  reportLine: (read: number, valid: number, duplicates: number, invalid: number) =>
    `${read.toLocaleString('en')} read · ${valid.toLocaleString('en')} valid · ${duplicates.toLocaleString('en')} duplicates (more copies) · ${invalid.toLocaleString('en')} without a valid ISBN`,
  column: (header: string) => `ISBNs from the column “${header}”.`,
  copiesColumn: (header: string) => `Copies from the column “${header}”.`,
  invalidTitle: 'Lines without a valid ISBN',
  invalidLine: (line: number, text: string) => `Line ${line}: ${text || '(empty)'}`,
  moreInvalid: (count: number) => `…and ${count.toLocaleString('en')} more`,
  unreadable: (name: string) => `${name} could not be read. Use a .csv, .txt, .xlsx or .mrc file.`,
  tooLarge: (name: string) =>
    `${name} is too large to read here: a file may hold up to 1,000,000 rows and 50 MB (of sheet data, for an .xlsx). Split the export into smaller files.`,
  nothingToImport: 'No valid ISBN was read: the holdings are unchanged.',
  readTitles: (titles: number) =>
    `${titles.toLocaleString('en')} ${titles === 1 ? 'title' : 'titles'} read.`,
  replace: 'Replace the holdings',
  add: 'Add to the holdings',
  clear: 'Clear the holdings',
  clearTitle: 'Clear the holdings?',
  clearBody: 'The holdings are deleted from this device. Import them again to see the marks.',
  saved: (titles: number) =>
    `Holdings saved: ${titles.toLocaleString('en')} ${titles === 1 ? 'title' : 'titles'}.`,
  cleared: 'Holdings cleared.',
  saveFailed: 'The holdings could not be saved on this device. Free some storage and try again.',
} as const;
