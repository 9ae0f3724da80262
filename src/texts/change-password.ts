import { localized } from './locale';
import { changePassword as en } from './en/change-password';
import { changePassword as ko } from './ko/change-password';

export const changePassword = /* @__PURE__ */ localized(en, ko);
