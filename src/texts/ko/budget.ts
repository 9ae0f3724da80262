export { budget } from '../en/budget';
