export { ping } from '../en/ping';
