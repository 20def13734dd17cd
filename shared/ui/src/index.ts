/** The site's look: theme (light, dark, system), layout and form controls, one copy per page (a federation singleton). */
export * from './theme';
export * from './page-container';
export * from './visually-hidden';
export * from './dialog/dialog';
export * from './disclosure/disclosure';
