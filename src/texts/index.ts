/**
 * Every interface text of the portal, one module per area so that a page loads only the texts it
 * shows (a page's first load stays small), read through this index as
 * `import * as texts from '@/texts'` and `texts.<area>.<name>`. Each area is in two locales
 * (docs/decisions/021-two-locales.md): `en/<area>.ts`, the texts docs/product/ quotes (a mix of
 * Korean and English, as the specifications give them), and `ko/<area>.ts`, the Korean interface;
 * `<area>.ts` reads the current one.
 *
 * Corrected defects of the originals (docs/product/deviations.md): the typos "addresss" and "requried",
 * the swapped Subject/Message messages of the inquiry dialog, and "Current Please enter your
 * password". Texts the original requirements left "not shown" are ours and marked (ours).
 */
export { common } from './common';
export { offline } from './offline';
export { errors } from './errors';
export { shell } from './shell';
export { selections } from './selections';
export { signIn } from './sign-in';
export { signInCode } from './sign-in-code';
export { signInEnding } from './sign-in-ending';
export { signUp } from './sign-up';
export { memberFields } from './member-fields';
export { waiting } from './waiting';
export { findPassword } from './find-password';
export { changePassword } from './change-password';
export { inquiry } from './inquiry';
export { home } from './home';
export { catalogue } from './catalogue';
export { book } from './book';
export { selectionPage } from './selection-page';
export { librarianTools } from './librarian-tools';
export { holdings } from './holdings';
export { orders } from './orders';
export { budget } from './budget';
export { notices } from './notices';
export { profile } from './profile';
export { ping } from './ping';
