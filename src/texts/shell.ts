import { localized } from './locale';
import { shell as en } from './en/shell';
import { shell as ko } from './ko/shell';

export const shell = /* @__PURE__ */ localized(en, ko);
