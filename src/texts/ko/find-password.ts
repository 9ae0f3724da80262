export { findPassword } from '../en/find-password';
