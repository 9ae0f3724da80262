import { localized } from './locale';
import { waiting as en } from './en/waiting';
import { waiting as ko } from './ko/waiting';

export const waiting = /* @__PURE__ */ localized(en, ko);
