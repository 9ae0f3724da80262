import { localized } from './locale';
import { profile as en } from './en/profile';
import { profile as ko } from './ko/profile';

export const profile = /* @__PURE__ */ localized(en, ko);
