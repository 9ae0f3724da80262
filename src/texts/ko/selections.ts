export { selections } from '../en/selections';
