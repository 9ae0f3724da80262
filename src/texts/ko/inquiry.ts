export { inquiry } from '../en/inquiry';
