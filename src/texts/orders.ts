import { localized } from './locale';
import { orders as en } from './en/orders';
import { orders as ko } from './ko/orders';

export const orders = /* @__PURE__ */ localized(en, ko);
