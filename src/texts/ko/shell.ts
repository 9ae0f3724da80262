export { shell } from '../en/shell';
