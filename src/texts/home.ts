import { localized } from './locale';
import { home as en } from './en/home';
import { home as ko } from './ko/home';

export const home = /* @__PURE__ */ localized(en, ko);
