export { profile } from '../en/profile';
