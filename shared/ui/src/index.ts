/** The site's look: theme (light, dark, system), layout (the page column, grids, rows and lists), buttons, cards and notices, dialog and disclosure, the not-found page, one copy per page (a federation singleton). */
export * from './theme';
export * from './page-container';
export * from './layout';
export * from './visually-hidden';
export * from './button';
export * from './card';
export * from './text';
export * from './dialog/dialog';
export * from './disclosure/disclosure';
export * from './chevron-icon';
export * from './not-found';
export * from './order-status-badge';
