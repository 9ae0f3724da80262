export { signInEnding } from '../en/sign-in-ending';
