export { home } from '../en/home';
