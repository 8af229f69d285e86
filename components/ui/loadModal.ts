/** The dialog's code, for a page that needs it only once a visitor opens one (see useLazyComponent). */
export const loadModal = () => import('./Modal').then((module) => module.Modal);
