export { book } from '../en/book';
