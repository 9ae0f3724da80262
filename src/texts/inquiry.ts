import { localized } from './locale';
import { inquiry as en } from './en/inquiry';
import { inquiry as ko } from './ko/inquiry';

export const inquiry = /* @__PURE__ */ localized(en, ko);
