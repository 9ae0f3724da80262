import { localized } from './locale';
import { selectionPage as en } from './en/selection-page';
import { selectionPage as ko } from './ko/selection-page';

export const selectionPage = /* @__PURE__ */ localized(en, ko);
