import { localized } from './locale';
import { book as en } from './en/book';
import { book as ko } from './ko/book';

export const book = /* @__PURE__ */ localized(en, ko);
