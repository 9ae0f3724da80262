import { localized } from './locale';
import { notices as en } from './en/notices';
import { notices as ko } from './ko/notices';

export const notices = /* @__PURE__ */ localized(en, ko);
