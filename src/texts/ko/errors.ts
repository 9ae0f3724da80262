export { errors } from '../en/errors';
