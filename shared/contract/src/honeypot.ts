/**
 * The inquiry forms' hidden trap field: people never see or fill it, form-filling bots do. The
 * server answers a filled trap with success and stores nothing.
 */
export const INQUIRY_HONEYPOT_FIELD = 'website';
