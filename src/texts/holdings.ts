import { localized } from './locale';
import { holdings as en } from './en/holdings';
import { holdings as ko } from './ko/holdings';

export const holdings = /* @__PURE__ */ localized(en, ko);
