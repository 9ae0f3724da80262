export { librarianTools } from '../en/librarian-tools';
