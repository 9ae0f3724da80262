import { localized } from './locale';
import { catalogue as en } from './en/catalogue';
import { catalogue as ko } from './ko/catalogue';

export const catalogue = /* @__PURE__ */ localized(en, ko);
