export { common } from '../en/common';
