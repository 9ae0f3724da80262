export { waiting } from '../en/waiting';
