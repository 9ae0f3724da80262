/** Limits of the contract (api-v1.yaml) that the portal checks before it asks the server. */
import { SelectionName } from '@/api/limits.gen';

/** A selection's name (`SelectionName`): what no selection can be called is no selection. */
export const SELECTION_NAME_MAX = SelectionName.maxLength;
