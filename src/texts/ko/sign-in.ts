export { signIn } from '../en/sign-in';
