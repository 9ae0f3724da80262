export { changePassword } from '../en/change-password';
