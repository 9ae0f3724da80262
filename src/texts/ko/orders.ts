export { orders } from '../en/orders';
