export { holdings } from '../en/holdings';
