import { localized } from './locale';
import { signIn as en } from './en/sign-in';
import { signIn as ko } from './ko/sign-in';

export const signIn = /* @__PURE__ */ localized(en, ko);
