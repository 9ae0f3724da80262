export { catalogue } from '../en/catalogue';
