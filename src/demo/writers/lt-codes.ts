// JAR status codes and the English names of the legal forms, as the LT classifier files write them.
export const ENGLISH_FORMS: Record<string, string> = {
  UAB: 'Private limited liability company', AB: 'Public limited liability company', MB: 'Small partnership',
  IĮ: 'Individual enterprise', VšĮ: 'Public institution',
};
export const LT_STATUS: Record<string, { code: string; text: string; en: string }> = {
  active: { code: '0', text: 'Teisinis stat neįregistruotas', en: 'No legal status registered' },
  liquidation: { code: '7', text: 'Likviduojamas', en: 'Being liquidated' },
  insolvency: { code: '5', text: 'Bankrutuojantis', en: 'Undergoing bankruptcy' },
  closed: { code: '10', text: 'Išregistruotas', en: 'Deregistered' },
};

/** The codes after 10 a notable record carries (DemoCompany.ltStatusCode), as the classifier names them. */
export const LT_STATUS_BEYOND: Record<string, { text: string; en: string }> = {
  '26': { text: 'Likviduojamas dėl bankroto', en: 'Being liquidated due to bankruptcy' },
};
