export { signInCode } from '../en/sign-in-code';
