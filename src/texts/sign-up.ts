import { localized } from './locale';
import { signUp as en } from './en/sign-up';
import { signUp as ko } from './ko/sign-up';

export const signUp = /* @__PURE__ */ localized(en, ko);
