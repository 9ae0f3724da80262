import { localized } from './locale';
import { offline as en } from './en/offline';
import { offline as ko } from './ko/offline';

export const offline = /* @__PURE__ */ localized(en, ko);
