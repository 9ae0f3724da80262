import { localized } from './locale';
import { findPassword as en } from './en/find-password';
import { findPassword as ko } from './ko/find-password';

export const findPassword = /* @__PURE__ */ localized(en, ko);
