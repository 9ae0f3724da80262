import { localized } from './locale';
import { loadWatchdog as en } from './en/load-watchdog';
import { loadWatchdog as ko } from './ko/load-watchdog';

export const loadWatchdog = /* @__PURE__ */ localized(en, ko);
