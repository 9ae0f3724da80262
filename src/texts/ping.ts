import { localized } from './locale';
import { ping as en } from './en/ping';
import { ping as ko } from './ko/ping';

export const ping = /* @__PURE__ */ localized(en, ko);
