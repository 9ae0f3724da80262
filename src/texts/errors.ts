import { localized } from './locale';
import { errors as en } from './en/errors';
import { errors as ko } from './ko/errors';

export const errors = /* @__PURE__ */ localized(en, ko);
