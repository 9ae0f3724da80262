export { loadWatchdog } from '../en/load-watchdog';
