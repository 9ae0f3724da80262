export { offline } from '../en/offline';
