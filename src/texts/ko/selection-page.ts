export { selectionPage } from '../en/selection-page';
