import { localized } from './locale';
import { signInEnding as en } from './en/sign-in-ending';
import { signInEnding as ko } from './ko/sign-in-ending';

export const signInEnding = /* @__PURE__ */ localized(en, ko);
