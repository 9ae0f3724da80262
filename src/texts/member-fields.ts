import { localized } from './locale';
import { memberFields as en } from './en/member-fields';
import { memberFields as ko } from './ko/member-fields';

export const memberFields = /* @__PURE__ */ localized(en, ko);
