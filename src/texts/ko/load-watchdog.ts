import type { Translation } from '../locale';
import type { loadWatchdog as en } from '../en/load-watchdog';

export const loadWatchdog = {
  loadFailed: '페이지를 모두 불러오지 못했습니다. 인터넷에 다시 연결되면 자동으로 다시 시도합니다.',
} satisfies Translation<typeof en>;
