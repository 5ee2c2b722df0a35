// The top-level domains a company of the four countries writes its website or e-mail address
// under: the four countries' own and the common generic ones. A label after a dot that is none of
// them (`J.Mets`, `Koks.Serviss`) is read as words, not as an address.
export const WEB_TOP_LEVEL_DOMAINS: readonly string[] = [
  'lv', 'lt', 'ee', 'fi', 'eu', 'com', 'net', 'org', 'info', 'biz', 'io', 'se', 'no', 'dk', 'de', 'pl', 'shop', 'online', 'store',
];
