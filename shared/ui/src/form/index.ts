/**
 * Everything a form is made of: the controls, the labelled fields, and Form and Field on react-hook-form.
 * An entry of its own, so a page without a form (home, the policies) never downloads them.
 */
export * from './controls';
export * from './fields';
export * from './form';
export * from './field';
export * from './field-list';
export * from './gst-fields';
export * from './layout';
export * from './submit-button';
