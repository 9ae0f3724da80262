import { localized } from './locale';
import { librarianTools as en } from './en/librarian-tools';
import { librarianTools as ko } from './ko/librarian-tools';

export const librarianTools = /* @__PURE__ */ localized(en, ko);
