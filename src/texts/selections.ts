import { localized } from './locale';
import { selections as en } from './en/selections';
import { selections as ko } from './ko/selections';

export const selections = /* @__PURE__ */ localized(en, ko);
