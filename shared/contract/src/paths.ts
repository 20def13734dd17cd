/**
 * The method paths of docs/product.md#method-list, mounted by the server under `/api/method/` and called by the browser
 * relative to the API base. `registerCustomer` is ours: the seed had no sign-up call.
 */
export const methodPaths = {
  createWebsiteInquiry: 'webshop.public.api.website.create_website_inquiry',
  generateAndSendOtp: 'retailer_app.api.login.generate_and_send_otp',
  verifyOtpAndLogin: 'retailer_app.api.login.verify_otp_and_login',
  getCustomerDetail: 'retailer_app.api.retailer.get_customer_detail',
  updateCustomerDetail: 'retailer_app.api.retailer.update_customer_detail',
  registerCustomer: 'retailer_app.api.retailer.register_customer',
  getStates: 'silverblue_otp.py.states.get_states',
  fetchCountries: 'silverblue_otp.utils.commonAPIs.fetch_countries',
  getIndustryTypeList: 'retailer_app.api.login.get_industry_type_list',
  /** Ours: ends the token on the server. POST, token header. */
  logout: 'retailer_app.api.login.logout',
  /** Ours: the retailer's language, in which their SMS go out. POST JSON `{ language }`, token header. */
  setLanguage: 'retailer_app.api.retailer.set_language',
  /** Ours: takes the pending new mobile once the code sent to it is entered. POST JSON, token header. */
  confirmMobileChange: 'retailer_app.api.retailer.confirm_mobile_change',
} as const;

export type MethodName = keyof typeof methodPaths;

/** The prefix of every method path on the server; the browser's API base ends with it. */
export const METHOD_PREFIX = '/api/method';
