import { createLink } from '@tanstack/react-router';
import { Link } from 'react-aria-components/Link';

/**
 * A React Aria link that navigates through the router, typed by its routes (`to` and `params`).
 * Being a React Aria pressable, pressing it inside a selectable table row opens the link without
 * also toggling the row's selection.
 */
export const RouterLink = createLink(Link);
