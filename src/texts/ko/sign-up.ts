export { signUp } from '../en/sign-up';
