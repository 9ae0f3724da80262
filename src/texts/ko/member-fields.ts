export { memberFields } from '../en/member-fields';
