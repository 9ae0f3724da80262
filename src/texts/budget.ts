import { localized } from './locale';
import { budget as en } from './en/budget';
import { budget as ko } from './ko/budget';

export const budget = /* @__PURE__ */ localized(en, ko);
