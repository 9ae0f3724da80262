import { localized } from './locale';
import { common as en } from './en/common';
import { common as ko } from './ko/common';

export const common = /* @__PURE__ */ localized(en, ko);
