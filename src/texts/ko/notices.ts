export { notices } from '../en/notices';
