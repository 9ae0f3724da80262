import { localized } from './locale';
import { signInCode as en } from './en/sign-in-code';
import { signInCode as ko } from './ko/sign-in-code';

export const signInCode = /* @__PURE__ */ localized(en, ko);
